import { dia } from '@joint/core';
import type { ShapeRegistry } from '../shapes/shape-registry';
import type { PaletteItem } from './palette';

export interface ShapePreview {
  /** The shape as drawn by its own view: clone it into a tile's `<svg>`. */
  node: SVGGElement;
  viewBox: string;
}

const PREVIEW_LINK_LENGTH = 60;
/** Room around the drawing for outlines thicker than one pixel. */
const PREVIEW_MARGIN = 4;

interface PreviewPaper {
  paper: dia.Paper;
  previews: Map<string, ShapePreview | null>;
}

const papers = new WeakMap<ShapeRegistry, PreviewPaper>();

/**
 * A palette tile's glyph, drawn from the shape definition itself: one hidden, synchronous paper per shape
 * set renders each palette item once (without its label), and its drawing is kept per item. No JointJS paper
 * per tile. Null where the page cannot draw SVG (jsdom) or the shape failed to draw.
 */
export function shapePreview(registry: ShapeRegistry, item: PaletteItem): ShapePreview | null {
  const key = `${item.type}|${JSON.stringify(item.attributes ?? {})}`;
  let previewPaper: PreviewPaper | undefined;
  try {
    previewPaper = papers.get(registry) ?? createPreviewPaper(registry);
  } catch {
    return null;
  }
  const { paper, previews } = previewPaper;
  if (!previews.has(key)) previews.set(key, drawPreview(registry, paper, item));
  return previews.get(key) ?? null;
}

function createPreviewPaper(registry: ShapeRegistry): PreviewPaper {
  // Out of sight and out of the page's flow (fixed, no size): the paper styles its own element as it likes.
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  Object.assign(holder.style, { position: 'fixed', left: '-10000px', top: '0', width: '0', height: '0', overflow: 'hidden', visibility: 'hidden' });
  const el = document.createElement('div');
  holder.appendChild(el);
  document.body.appendChild(holder);
  const paper = new dia.Paper({
    el,
    model: registry.createGraph(),
    cellViewNamespace: registry.namespace,
    width: 400,
    height: 400,
    async: false,
    interactive: false,
  });
  const previewPaper = { paper, previews: new Map<string, ShapePreview | null>() };
  papers.set(registry, previewPaper);
  return previewPaper;
}

function drawPreview(registry: ShapeRegistry, paper: dia.Paper, item: PaletteItem): ShapePreview | null {
  let cell: dia.Cell | null = null;
  try {
    cell = registry.create(item.type, { ...item.attributes, title: '' });
    if (cell.isLink()) {
      cell.set({ source: { x: 0, y: PREVIEW_MARGIN * 2 }, target: { x: PREVIEW_LINK_LENGTH, y: PREVIEW_MARGIN * 2 } });
    } else {
      cell.set('position', { x: 0, y: 0 });
    }
    paper.model.addCell(cell);
    const view = paper.findViewByModel(cell);
    if (!view) return null;
    const box = cell.isLink() ? view.getBBox() : (cell as dia.Element).getBBox();
    const node = view.el.cloneNode(true) as SVGGElement;
    node.removeAttribute('id');
    node.removeAttribute('model-id');
    const viewBox = [box.x - PREVIEW_MARGIN, box.y - PREVIEW_MARGIN, box.width + 2 * PREVIEW_MARGIN, box.height + 2 * PREVIEW_MARGIN].join(' ');
    return { node, viewBox };
  } catch {
    return null;
  } finally {
    cell?.remove();
  }
}
