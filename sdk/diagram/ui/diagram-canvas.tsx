import Box from '@mui/material/Box';
import { useEffect, useRef, type DragEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import { DiagramPaper } from '../paper/diagram-paper';

export interface DiagramCanvasProps {
  editor: DiagramEditor;
  /** Accessible name of the drawing area. */
  label: string;
  /** Called with the paper once it is drawn, and with null when it goes. */
  onPaper: (paper: DiagramPaper | null) => void;
  /** Zoom the whole diagram into view once it is drawn (the embed view). */
  fitOnOpen?: boolean;
  onDragOver?: (event: DragEvent<HTMLDivElement>) => void;
  onDrop?: (event: DragEvent<HTMLDivElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The element a DiagramPaper fills: a focusable box of definite size (the paper is 100% x 100% of it).
 * Keys go to the paper's commands; Alt+drag or the middle button pans.
 */
export function DiagramCanvas({ editor, label, onPaper, fitOnOpen, onDragOver, onDrop, onKeyDown }: DiagramCanvasProps) {
  const t = useSdkTranslate();
  const labelEditorName = t('diagram.labelEditor');
  const host = useRef<HTMLDivElement>(null);
  const paperRef = useRef<DiagramPaper | null>(null);
  const onPaperRef = useRef(onPaper);
  onPaperRef.current = onPaper;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const el = document.createElement('div');
    container.appendChild(el);
    const paper = new DiagramPaper({ el, editor, labelEditorName });
    paperRef.current = paper;
    let alive = true;
    void paper.render().then(() => {
      if (!alive) return;
      if (fitOnOpen) paper.zoomToFit();
      onPaperRef.current(paper);
    });
    return () => {
      alive = false;
      paperRef.current = null;
      onPaperRef.current(null);
      paper.dispose();
      el.remove();
    };
  }, [editor, fitOnOpen, labelEditorName]);

  const startPan = (event: ReactPointerEvent<HTMLDivElement>) => {
    const paper = paperRef.current;
    if (!paper || !(event.button === 1 || event.altKey)) return;
    event.preventDefault();
    event.stopPropagation();
    let last = { x: event.clientX, y: event.clientY };
    const move = (next: PointerEvent) => {
      paper.pan(next.clientX - last.x, next.clientY - last.y);
      last = { x: next.clientX, y: next.clientY };
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  return (
    <Box
      ref={host}
      role="application"
      aria-label={label}
      aria-roledescription="diagram"
      tabIndex={0}
      data-testid="diagram-paper"
      onPointerDownCapture={startPan}
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
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& .tessera-dimmed': { opacity: 0.25 },
      }}
    />
  );
}
