import { useCallback, useEffect } from 'react';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useService } from '../../services-context';
import type { DiagramPaper } from '../paper/diagram-paper';
import { readSavedView, writeSavedView } from './view-preference';

/** A pan or a zoom is written once the view has been still this long (a drag moves it every frame). */
const SAVE_VIEW_DELAY_MS = 300;

/**
 * The diagram opens where the person left it (zoom and position, per user and module), or fitted to the
 * view without magnifying the first time; every later move of the view is remembered. Answers the canvas's
 * `onOpen`.
 */
export function useSavedView(paper: DiagramPaper | null, moduleId: number): (paper: DiagramPaper) => void {
  const userId = useService(CurrentUserStore).user?.id;

  const openView = useCallback(
    (opening: DiagramPaper) => {
      const saved = userId === undefined ? null : readSavedView(userId, moduleId);
      if (saved) opening.setViewport(saved);
      else opening.zoomToFit(1);
    },
    [userId, moduleId],
  );

  useEffect(() => {
    if (!paper || userId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      writeSavedView(userId, moduleId, paper.viewport);
    };
    const onTransform = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_VIEW_DELAY_MS);
    };
    paper.paper.on('transform', onTransform);
    return () => {
      paper.paper.off('transform', onTransform);
      // A move still waiting is kept as the view closes.
      if (timer !== undefined) save();
    };
  }, [paper, userId, moduleId]);

  return openView;
}
