/**
 * A small picture of diagram cells as a revision stored them: each element a box with its title, each link
 * between two drawn elements a line. Pure (a string of SVG markup), so the version history can draw the
 * cells before and after a change without loading the diagram engine.
 */

/** What the picture reads of a cell document (see cell-codec.ts). */
export interface PictureCell {
  jsid?: unknown;
  title?: unknown;
  position?: unknown;
  size?: unknown;
  source?: unknown;
  target?: unknown;
}

export interface RevisionPictureOptions {
  /** The picture's width in pixels; the height follows the cells' proportions. */
  width?: number;
  /** Fill of the boxes (a theme colour). */
  fill?: string;
  /** Stroke of boxes and links, and the labels' colour. */
  stroke?: string;
}

interface Box {
  id: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
}

const DEFAULT_SIZE = { width: 100, height: 60 };
const MARGIN = 10;
const MAX_TITLE = 24;

function isPoint(value: unknown): value is { x: number; y: number } {
  return typeof value === 'object' && value !== null && typeof (value as { x?: unknown }).x === 'number' && typeof (value as { y?: unknown }).y === 'number';
}

function sizeOf(value: unknown): { width: number; height: number } {
  const size = value as { width?: unknown; height?: unknown } | null | undefined;
  return typeof size?.width === 'number' && typeof size.height === 'number' ? { width: size.width, height: size.height } : DEFAULT_SIZE;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function endId(end: unknown): string | null {
  const id = (end as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
}

function shortTitle(title: unknown): string {
  if (typeof title !== 'string') return '';
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title;
}

/** The SVG markup of the cells; an empty picture (just its frame) when none is an element. */
export function revisionPictureSvg(cells: readonly PictureCell[], options: RevisionPictureOptions = {}): string {
  const { width = 240, fill = '#eef2f7', stroke = '#334155' } = options;
  const boxes: Box[] = cells
    .filter((cell) => isPoint(cell.position) && cell.source === undefined && cell.target === undefined)
    .map((cell) => ({
      id: typeof cell.jsid === 'string' ? cell.jsid : null,
      ...(cell.position as { x: number; y: number }),
      ...sizeOf(cell.size),
      title: shortTitle(cell.title),
    }));
  const left = Math.min(0, ...boxes.map((box) => box.x)) - MARGIN;
  const top = Math.min(0, ...boxes.map((box) => box.y)) - MARGIN;
  const right = Math.max(DEFAULT_SIZE.width, ...boxes.map((box) => box.x + box.width)) + MARGIN;
  const bottom = Math.max(DEFAULT_SIZE.height, ...boxes.map((box) => box.y + box.height)) + MARGIN;
  const viewWidth = right - left;
  const viewHeight = bottom - top;
  const height = Math.round((width * viewHeight) / viewWidth);
  const byId = new Map(boxes.flatMap((box) => (box.id === null ? [] : [[box.id, box] as const])));
  const centre = (box: Box) => `${box.x + box.width / 2} ${box.y + box.height / 2}`;
  const links = cells.flatMap((cell) => {
    const from = byId.get(endId(cell.source) ?? '');
    const to = byId.get(endId(cell.target) ?? '');
    return from && to ? [`<path d="M ${centre(from)} L ${centre(to)}" stroke="${stroke}" fill="none"/>`] : [];
  });
  const shapes = boxes.map(
    (box) =>
      `<g><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="4" fill="${fill}" stroke="${stroke}"/>` +
      `<text x="${box.x + box.width / 2}" y="${box.y + box.height / 2}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="12" fill="${stroke}">${escapeXml(box.title)}</text></g>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${viewWidth} ${viewHeight}">` +
    `${links.join('')}${shapes.join('')}</svg>`
  );
}
