import Box from '@mui/material/Box';
import { useEffect, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import { DiagramPaper } from '../paper/diagram-paper';
import { attachPanGestures } from '../paper/pan-gestures';

export interface DiagramCanvasProps {
  editor: DiagramEditor;
  /** Accessible name of the drawing area. */
  label: string;
  /** Called with the paper once it is drawn, and with null when it goes. */
  onPaper: (paper: DiagramPaper | null) => void;
  /** Zoom the whole diagram into view once it is drawn (the embed view). */
  fitOnOpen?: boolean;
  /** Sets the first view (e.g. the one the user left) before anything is drawn. */
  onOpen?: (paper: DiagramPaper) => void;
  onDragOver?: (event: DragEvent<HTMLDivElement>) => void;
  onDrop?: (event: DragEvent<HTMLDivElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The element a DiagramPaper fills: a focusable box of definite size (the paper is 100% x 100% of it).
 * Keys go to the paper's commands; the view moves with the pan gestures (Space, Alt or middle button drag,
 * touch) and the wheel.
 */
export function DiagramCanvas({ editor, label, onPaper, fitOnOpen, onOpen, onDragOver, onDrop, onKeyDown }: DiagramCanvasProps) {
  const t = useSdkTranslate();
  const labelEditorName = t('diagram.labelEditor');
  const host = useRef<HTMLDivElement>(null);
  const paperRef = useRef<DiagramPaper | null>(null);
  const onPaperRef = useRef(onPaper);
  onPaperRef.current = onPaper;
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const el = document.createElement('div');
    container.appendChild(el);
    const paper = new DiagramPaper({ el, editor, labelEditorName });
    paperRef.current = paper;
    onOpenRef.current?.(paper);
    const detachGestures = attachPanGestures(container, paper);
    let alive = true;
    void paper.render().then(() => {
      if (!alive) return;
      if (fitOnOpen) paper.zoomToFit();
      onPaperRef.current(paper);
    });
    return () => {
      alive = false;
      detachGestures();
      paperRef.current = null;
      onPaperRef.current(null);
      paper.dispose();
      el.remove();
    };
  }, [editor, fitOnOpen, labelEditorName]);

  return (
    <Box
      ref={host}
      role="application"
      data-tour="diagram-paper"
      aria-label={label}
      aria-roledescription={t('diagram.roleDescription')}
      tabIndex={0}
      data-testid="diagram-paper"
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && event.target === event.currentTarget) paperRef.current?.handleKeyDown(event.nativeEvent);
      }}
      onKeyUp={(event) => paperRef.current?.handleKeyUp(event.nativeEvent)}
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        height: '100%',
        overflow: 'hidden',
        bgcolor: '#fff',
        outline: 'none',
        // Touch gestures are the diagram's (pan, pinch), not the page's scroll and zoom.
        touchAction: 'none',
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& .tessera-dimmed': { opacity: 0.25 },
      }}
    />
  );
}
