import Box from '@mui/material/Box';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { centredViewport, minimapFrame, minimapToModel, modelToMinimap, type MinimapFrame } from '../geometry/minimap';
import type { Rect } from '../geometry/rect';
import type { DiagramPaper } from '../paper/diagram-paper';

const MINIMAP_SIZE = { width: 200, height: 140 };
/** Edits redraw the map at most this often (a drag moves shapes every frame); moves of the view at once. */
const MINIMAP_REDRAW_MS = 100;
const GRAPH_EVENTS = 'add remove reset change:position change:size';

/**
 * The overview map over the diagram's corner: every shape's box drawn on a canvas (no second paper, so a
 * diagram of thousands of shapes costs a few thousand rectangles per redraw) and the visible area as a frame.
 * A click or a drag on it moves the view there.
 */
export function Minimap({ paper }: { paper: DiagramPaper }) {
  const t = useSdkTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<MinimapFrame | null>(null);

  useEffect(() => {
    const graph = paper.paper.model;
    let frameRequest = 0;
    let lastGraphDraw = 0;
    let graphTimer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      frameRequest = 0;
      const context = canvas.current?.getContext('2d');
      if (context) frame.current = drawMinimap(context, paper);
    };
    const redraw = () => {
      if (!frameRequest) frameRequest = requestAnimationFrame(draw);
    };
    const redrawAfterEdit = () => {
      if (graphTimer !== undefined) return;
      const wait = Math.max(0, lastGraphDraw + MINIMAP_REDRAW_MS - performance.now());
      graphTimer = setTimeout(() => {
        graphTimer = undefined;
        lastGraphDraw = performance.now();
        redraw();
      }, wait);
    };
    redraw();
    paper.paper.on('transform resize', redraw);
    graph.on(GRAPH_EVENTS, redrawAfterEdit);
    return () => {
      paper.paper.off('transform resize', redraw);
      graph.off(GRAPH_EVENTS, redrawAfterEdit);
      cancelAnimationFrame(frameRequest);
      clearTimeout(graphTimer);
    };
  }, [paper]);

  const moveViewTo = (map: HTMLCanvasElement, pointer: { clientX: number; clientY: number }, fixed: MinimapFrame) => {
    const box = map.getBoundingClientRect();
    const centre = minimapToModel({ x: pointer.clientX - box.left, y: pointer.clientY - box.top }, fixed);
    paper.setViewport(centredViewport(paper.viewport.scale, centre, paper.paper.getComputedSize()));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const fixed = frame.current;
    if (!fixed || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    // The map keeps its frame during the drag, so the pointer stays on the same spot of the diagram.
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    moveViewTo(target, event, fixed);
    const move = (next: PointerEvent) => moveViewTo(target, next, fixed);
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
  };

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={MINIMAP_SIZE.width}
      height={MINIMAP_SIZE.height}
      role="img"
      aria-label={t('diagram.navigation.minimap')}
      data-testid="diagram-minimap"
      onPointerDown={onPointerDown}
      sx={{
        position: 'absolute',
        right: 8,
        bottom: 8,
        zIndex: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 2,
        cursor: 'pointer',
        touchAction: 'none',
      }}
    />
  );
}

function drawMinimap(context: CanvasRenderingContext2D, paper: DiagramPaper): MinimapFrame {
  const elements = paper.paper.model.getElements();
  const boxes: Rect[] = new Array(elements.length);
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  elements.forEach((element, index) => {
    // Attributes only: a bounding box from the view would draw every shape of the diagram.
    const { x, y } = element.get('position') as { x: number; y: number };
    const { width, height } = element.get('size') as { width: number; height: number };
    boxes[index] = { x, y, width, height };
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  });
  const content = boxes.length ? { x: left, y: top, width: right - left, height: bottom - top } : null;
  const area = paper.visibleArea();
  const { width, height } = context.canvas;
  const frame = minimapFrame(content, area, { width, height });
  context.clearRect(0, 0, width, height);
  context.fillStyle = 'rgba(91, 173, 202, 0.45)';
  for (const box of boxes) {
    const shape = modelToMinimap(box, frame);
    context.fillRect(shape.x, shape.y, Math.max(1, shape.width), Math.max(1, shape.height));
  }
  const view = modelToMinimap(area, frame);
  context.strokeStyle = '#d32f2f';
  context.lineWidth = 2;
  context.strokeRect(view.x, view.y, view.width, view.height);
  return frame;
}
