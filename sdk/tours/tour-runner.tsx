import { useEffect, useMemo, useRef } from 'react';
import { useTheme } from '@mui/material';
import { EVENTS, ORIGIN, STATUS, useJoyride, type EventHandler, type Step } from 'react-joyride';
import { orderedTourSteps, tourTargetSelector, type TourDeclaration, type TourOutcome } from '../../core/domain/tours';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useTranslate } from '../i18n/use-translate';
import { TourStopContext, TourTooltip, type TourStepExtras } from './tour-tooltip';

export interface TourRunnerProps {
  tour: TourDeclaration;
  /** Called once when the tour ends, however it ends. */
  onEnd(outcome: TourOutcome): void;
}

/**
 * Runs one tour from its first step (screens-and-editor.md §4): Next, Back, Skip, Finish and Stop, the keys
 * Right (next), Left (back) and Escape (stop); a step whose target is not on the page stops the tour.
 */
export function TourRunner({ tour, onEnd }: TourRunnerProps) {
  useSdkTranslate();
  const t = useTranslate(tour.namespace);
  const theme = useTheme();
  const ended = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  const finish = (outcome: TourOutcome) => {
    if (ended.current) return;
    ended.current = true;
    end.current(outcome);
  };

  const steps = useMemo<Step[]>(
    () =>
      orderedTourSteps(tour).map((step) => ({
        id: `${tour.id}-${step.index}`,
        target: tourTargetSelector(step.target),
        title: t(step.titleKey),
        content: t(step.textKey),
        data: { image: step.image && { src: step.image.src, alt: t(step.image.altKey) } } satisfies TourStepExtras,
      })),
    [tour, t],
  );

  const onEvent: EventHandler = (data, controls) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) {
      controls.stop();
      finish('target-missing');
    } else if (data.type === EVENTS.TOUR_END) {
      finish(data.status === STATUS.SKIPPED ? 'skipped' : 'finished');
    }
  };

  const { controls, Tour } = useJoyride({
    steps,
    run: true,
    continuous: true,
    onEvent,
    tooltipComponent: TourTooltip,
    options: {
      skipBeacon: true,
      // Escape stops the tour (below); a click beside the card does nothing, so nothing is lost by accident.
      dismissKeyAction: false,
      overlayClickAction: false,
      primaryColor: theme.palette.primary.main,
      zIndex: theme.zIndex.modal + 1,
    },
  });

  const stop = () => {
    controls.stop();
    finish('stopped');
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') controls.next(ORIGIN.KEYBOARD);
      else if (event.key === 'ArrowLeft') controls.prev(ORIGIN.KEYBOARD);
      else if (event.key === 'Escape') stop();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return <TourStopContext.Provider value={stop}>{Tour}</TourStopContext.Provider>;
}
