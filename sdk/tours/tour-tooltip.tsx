import { createContext, useContext, useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { TooltipRenderProps } from 'react-joyride';
import { TOUR_STEP_IMAGE_MAX_HEIGHT, TOUR_STEP_IMAGE_MAX_WIDTH } from '../../core/domain/constants';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** What a step's tooltip shows besides joyride's own props: the picture, and how to stop the tour. */
export interface TourStepExtras {
  image?: { src: string; alt: string };
}

/** Stops the tour: joyride's own close button only moves on to the next step. */
export const TourStopContext = createContext<() => void>(() => undefined);

/** A step's card: title, text, optional picture; Skip, Back, Next or Finish, and Stop (the cross). */
export function TourTooltip({ step, index, size, isLastStep, backProps, primaryProps, skipProps, tooltipProps }: TooltipRenderProps) {
  const t = useSdkTranslate();
  const stop = useContext(TourStopContext);
  const titleId = useId();
  const extras = (step.data ?? {}) as TourStepExtras;
  return (
    <Paper {...tooltipProps} aria-labelledby={titleId} elevation={8} sx={{ p: 2, maxWidth: 'min(400px, calc(100vw - 24px))' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {step.title}
        </Typography>
        <IconButton size="small" aria-label={t('tours.stop')} onClick={stop}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {step.content}
      </Typography>
      {extras.image && (
        <Box
          component="img"
          src={extras.image.src}
          alt={extras.image.alt}
          sx={{ display: 'block', mt: 1, maxWidth: `min(${TOUR_STEP_IMAGE_MAX_WIDTH}px, 100%)`, maxHeight: TOUR_STEP_IMAGE_MAX_HEIGHT }}
        />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('tours.progress', { current: index + 1, total: size })}
        </Typography>
        {!isLastStep && (
          <Button size="small" onClick={skipProps.onClick}>
            {t('tours.skip')}
          </Button>
        )}
        {index > 0 && (
          <Button size="small" onClick={backProps.onClick}>
            {t('tours.back')}
          </Button>
        )}
        <Button size="small" variant="contained" onClick={primaryProps.onClick}>
          {isLastStep ? t('tours.finish') : t('tours.next')}
        </Button>
      </Stack>
    </Paper>
  );
}
