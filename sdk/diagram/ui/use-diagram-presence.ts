import { useEffect } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { presenceName } from '../../presence/presence-name';
import { useOwnPresence, usePresence } from '../../presence/use-presence';
import type { DiagramEditor } from '../diagram-editor';
import { showOthers } from '../paper/others-presence';
import type { DiagramPaper } from '../paper/diagram-paper';

/** The others on this diagram are shown on the paper; this person's selection and pointer are told to them. */
export function useDiagramPresence(moduleId: number, editor: DiagramEditor, paper: DiagramPaper | null): void {
  const t = useSdkTranslate();
  const others = usePresence(moduleId);
  const own = useOwnPresence(moduleId);

  useEffect(() => {
    const subscription = editor.selection.state$.subscribe((state) => own.selected(state.ids.map(String)));
    return () => subscription.unsubscribe();
  }, [editor, own]);

  useEffect(() => {
    if (!paper) return;
    const { el } = paper.paper;
    const moved = (event: PointerEvent) => {
      const point = paper.paper.clientToLocalPoint(event.clientX, event.clientY);
      own.pointed({ x: Math.round(point.x), y: Math.round(point.y) });
    };
    const left = () => own.pointed(null);
    el.addEventListener('pointermove', moved);
    el.addEventListener('pointerleave', left);
    return () => {
      el.removeEventListener('pointermove', moved);
      el.removeEventListener('pointerleave', left);
    };
  }, [paper, own]);

  useEffect(() => {
    if (!paper || others.length === 0) return;
    return showOthers(paper.paper, others, (entry) => presenceName(entry, t));
  }, [paper, others, t]);
}
