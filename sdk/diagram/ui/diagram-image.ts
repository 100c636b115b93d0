import type { dia } from '@joint/core';
import type { HttpClient } from '../../../core/services/http-client';
import { SNAPSHOT_PADDING } from '../constants';
import { printLayout } from '../geometry/print-layout';

/**
 * Above this many cells a snapshot or a print shows what the paper has drawn (the viewport) instead of
 * drawing every cell first: drawing thousands of views would freeze the page for seconds.
 */
const DRAW_ALL_LIMIT = 1000;

export interface DiagramSvg {
  /** Serialised SVG document. */
  markup: string;
  /** The content area in diagram coordinates, padding included. */
  area: { x: number; y: number; width: number; height: number };
}

/**
 * The whole diagram as a standalone SVG (padding 10 by default): a copy of the paper's SVG with the zoom
 * and pan removed and the view box set to the content. Cells culled by the viewport are drawn first
 * (`isVisible` still hides hidden layers), then culling resumes.
 */
export function diagramSvg(paper: dia.Paper, isVisible: (cell: dia.Cell) => boolean, padding = SNAPSHOT_PADDING): DiagramSvg | null {
  const graph = paper.model;
  if (graph.getCells().length === 0) return null;
  const drawAll = graph.getCells().length <= DRAW_ALL_LIMIT;
  if (drawAll) paper.updateCellsVisibility({ cellVisibility: isVisible });
  try {
    const content = paper.getContentArea({ useModelGeometry: true });
    const area = { x: content.x - padding, y: content.y - padding, width: content.width + 2 * padding, height: content.height + 2 * padding };
    const clone = paper.svg.cloneNode(true) as SVGSVGElement;
    clone.querySelector('.joint-layers')?.removeAttribute('transform');
    for (const node of clone.querySelectorAll('.joint-highlight-mask, .joint-tools-layer > *')) node.remove();
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    clone.setAttribute('width', String(area.width));
    clone.setAttribute('height', String(area.height));
    clone.setAttribute('viewBox', `${area.x} ${area.y} ${area.width} ${area.height}`);
    clone.removeAttribute('style');
    return { markup: new XMLSerializer().serializeToString(clone), area };
  } finally {
    if (drawAll) paper.updateCellsVisibility();
  }
}

/** Renders an SVG document to a PNG on a white background. */
export async function svgToPng(svg: DiagramSvg, maxSide = 2000): Promise<Blob> {
  const scale = Math.min(2, maxSide / Math.max(svg.area.width, svg.area.height, 1));
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

/**
 * The print sheet (§9: A4 landscape 297 x 210 mm, margin 0.1): the whole diagram fitted and centred by
 * printLayout, as an HTML document a print window can show.
 */
export function printDocument(svg: DiagramSvg, title: string): string {
  const layout = printLayout({ x: 0, y: 0, width: svg.area.width, height: svg.area.height });
  const inner = svg.markup
    .replace(/\swidth="[^"]*"/, ` width="${svg.area.width * layout.scale}mm"`)
    .replace(/\sheight="[^"]*"/, ` height="${svg.area.height * layout.scale}mm"`);
  const escaped = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escaped}</title><style>
@page { size: ${layout.sheet.width}mm ${layout.sheet.height}mm; margin: 0; }
html, body { margin: 0; padding: 0; }
.sheet { position: relative; width: ${layout.sheet.width}mm; height: ${layout.sheet.height}mm; overflow: hidden; }
.sheet > svg { position: absolute; left: ${layout.x}mm; top: ${layout.y}mm; }
</style></head><body><div class="sheet">${inner}</div></body></html>`;
}

/** Opens the print window; false when the browser blocked it. */
export function printDiagram(svg: DiagramSvg, title: string): boolean {
  const win = window.open('', '_blank', 'width=1100,height=800');
  if (!win) return false;
  win.document.open();
  win.document.write(printDocument(svg, title));
  win.document.close();
  win.focus();
  // Give the new document a frame to lay out before the print dialog freezes it.
  win.setTimeout(() => win.print(), 100);
  return true;
}
