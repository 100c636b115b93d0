import { dia } from '@joint/core';
import type { HttpClient } from '../../../core/services/http-client';
import { SELECTION_MARK, SNAPSHOT_PADDING } from '../constants';
import { DEFAULT_PRINT_OPTIONS, printPlan, type PrintPage, type PrintPlan } from '../geometry/print-layout';
import { LABEL_FONT } from '../shapes/shape-style';

/**
 * Above this many cells the diagram is not drawn all at once (`diagramSvgAtOnce`): drawing thousands of
 * views in one task would freeze the page for seconds.
 */
const DRAW_AT_ONCE_LIMIT = 1000;
/** Cell views mounted and drawn per animation frame while a whole diagram is drawn for an image. */
const DRAW_BATCH_SIZE = 40;

export interface DiagramSvg {
  /** Serialised SVG document. */
  markup: string;
  /** The content area in diagram coordinates, padding included. */
  area: { x: number; y: number; width: number; height: number };
}

/**
 * The whole diagram as a standalone SVG (padding 10 by default), cells of hidden layers left out
 * (`isVisible`). It is drawn on a second paper of the same graph, out of sight, DRAW_BATCH_SIZE cells per
 * animation frame, so the page stays responsive and the editor's paper keeps its viewport culling.
 */
export async function diagramSvg(
  paper: dia.Paper,
  isVisible: (cell: dia.Cell) => boolean,
  padding = SNAPSHOT_PADDING,
): Promise<DiagramSvg | null> {
  if (paper.model.getCells().length === 0) return null;
  const drawing = offscreenCopy(paper, isVisible, { async: true });
  try {
    await new Promise<void>((resolve) => {
      // 'render:idle' may come from inside unfreeze() (nothing left to draw): resolving is enough then.
      drawing.paper.once('render:idle', () => resolve());
      drawing.paper.unfreeze({ batchSize: DRAW_BATCH_SIZE, mountBatchSize: DRAW_BATCH_SIZE });
    });
    return serialize(drawing.paper, padding, isVisible);
  } finally {
    drawing.remove();
  }
}

/**
 * The same, drawn in one go, for when there is no time to wait for frames (the view is closing); null
 * for a diagram too big for that.
 */
export function diagramSvgAtOnce(paper: dia.Paper, isVisible: (cell: dia.Cell) => boolean, padding = SNAPSHOT_PADDING): DiagramSvg | null {
  const count = paper.model.getCells().length;
  if (count === 0 || count > DRAW_AT_ONCE_LIMIT) return null;
  const drawing = offscreenCopy(paper, isVisible, { async: false });
  try {
    return serialize(drawing.paper, padding, isVisible);
  } finally {
    drawing.remove();
  }
}

/**
 * A paper with the editor paper's options (shapes, views, link defaults) drawing the same graph into an
 * invisible box under <body>. Under <body>, not beside the editor's paper: inside the app's layout every
 * mounted view made the browser restyle all the views already mounted (measured: 25 ms a view with 4,000
 * drawn, 0.1 ms under <body>), so drawing a big diagram there took minutes.
 */
function offscreenCopy(paper: dia.Paper, isVisible: (cell: dia.Cell) => boolean, { async }: { async: boolean }) {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  Object.assign(host.style, { position: 'fixed', left: '-100000px', top: '0', width: '10px', height: '10px', overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' });
  document.body.appendChild(host);
  const { el: _ownElement, ...options } = paper.options as dia.Paper.Options & { el?: unknown };
  const copy = new dia.Paper({ ...options, width: 10, height: 10, async, frozen: async, autoFreeze: async, cellVisibility: isVisible, interactive: false });
  host.appendChild(copy.el);
  return {
    paper: copy,
    remove: () => {
      copy.remove();
      host.remove();
    },
  };
}

/**
 * A copy of the paper's SVG as drawn now, with the zoom and pan removed and the view box set to what is
 * shown (not the cells left out: a hidden layer, or what is outside an exported selection).
 */
function serialize(paper: dia.Paper, padding: number, isVisible: (cell: dia.Cell) => boolean): DiagramSvg | null {
  const content = paper.model.getCellsBBox(paper.model.getCells().filter(isVisible));
  if (!content) return null;
  const area = { x: content.x - padding, y: content.y - padding, width: content.width + 2 * padding, height: content.height + 2 * padding };
  const clone = paper.svg.cloneNode(true) as SVGSVGElement;
  clone.querySelector('.joint-layers')?.removeAttribute('transform');
  for (const node of clone.querySelectorAll(`.joint-highlight-mask, [${SELECTION_MARK}], .joint-tools-layer > *, .joint-grid-layer > *`)) node.remove();
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  // Text without a font of its own (link labels) takes the page's on screen; away from the page, the label font.
  clone.setAttribute('font-family', LABEL_FONT.fontFamily);
  clone.setAttribute('width', String(area.width));
  clone.setAttribute('height', String(area.height));
  clone.setAttribute('viewBox', `${area.x} ${area.y} ${area.width} ${area.height}`);
  clone.removeAttribute('style');
  return { markup: new XMLSerializer().serializeToString(clone), area };
}

/** The module preview's scale: twice the diagram's size, at most 2000 pixels a side. */
export function previewScale(svg: DiagramSvg, maxSide = 2000): number {
  return Math.min(2, maxSide / Math.max(svg.area.width, svg.area.height, 1));
}

/** Renders an SVG document to a PNG on a white background, `scale` pixels per diagram unit. */
export async function svgToPng(svg: DiagramSvg, scale = previewScale(svg)): Promise<Blob> {
  const width = Math.max(1, Math.round(svg.area.width * scale));
  const height = Math.max(1, Math.round(svg.area.height * scale));
  const image = new Image();
  image.width = width;
  image.height = height;
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The diagram could not be drawn as an image.'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the diagram preview.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The diagram preview could not be encoded.'))), 'image/png'),
  );
}

/** Uploads the module's preview (upload_image.json with the module id), as §7 describes. */
export async function uploadModuleSnapshot(http: HttpClient, projectId: number, moduleId: number, png: Blob): Promise<void> {
  const form = new FormData();
  form.append('image', png, 'snapshot.png');
  form.append('id', String(moduleId));
  await http.post(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values/upload_image.json`, form);
}

/** The SVG cut to one printed page: the page's part of the diagram, at the page's size in millimetres. */
export function pageSvg(markup: string, page: PrintPage): string {
  return markup.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\swidth="[^"]*"/, ` width="${page.width}mm"`)
      .replace(/\sheight="[^"]*"/, ` height="${page.height}mm"`)
      .replace(/\sviewBox="[^"]*"/, ` viewBox="${page.view.x} ${page.view.y} ${page.view.width} ${page.view.height}"`),
  );
}

/**
 * The print document: one sheet per page of the plan (by default §9's, the whole diagram fitted on an A4
 * landscape sheet, 297 x 210 mm, margin 0.1), as an HTML document a print window can show.
 */
export function printDocument(svg: DiagramSvg, title: string, plan: PrintPlan = printPlan(svg.area, DEFAULT_PRINT_OPTIONS)): string {
  const escaped = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const sheets = plan.pages
    .map((page) => `<div class="sheet"><div style="position: absolute; left: ${page.x}mm; top: ${page.y}mm;">${pageSvg(svg.markup, page)}</div></div>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escaped}</title><style>
@page { size: ${plan.sheet.width}mm ${plan.sheet.height}mm; margin: 0; }
html, body { margin: 0; padding: 0; }
.sheet { position: relative; width: ${plan.sheet.width}mm; height: ${plan.sheet.height}mm; overflow: hidden; break-after: page; }
.sheet svg { display: block; }
</style></head><body>${sheets}</body></html>`;
}

/** Writes the document into a window opened for it and opens the browser's print dialog there. */
export function printInWindow(win: Window, html: string): void {
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.focus();
  // Give the new document a frame to lay out before the print dialog freezes it.
  win.setTimeout(() => win.print(), 100);
}

/** The print window, opened while the click still counts as the user's (popup blockers refuse later ones); null when blocked. */
export function openPrintWindow(title: string): Window | null {
  const win = window.open('', '_blank', 'width=1100,height=800');
  if (win) win.document.title = title;
  return win;
}
