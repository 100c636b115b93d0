import { CSS_PX_PER_INCH, MM_PER_INCH, PRINT_PAPER_SIZES, PRINT_SHEET_HEIGHT, PRINT_SHEET_MARGIN, PRINT_SHEET_WIDTH } from '../constants';
import { tidy, type Rect, type Size } from './rect';

export type PaperSize = keyof typeof PRINT_PAPER_SIZES;
export const PAPER_SIZES = Object.keys(PRINT_PAPER_SIZES) as PaperSize[];

export interface PrintLayout {
  /** The sheet, in millimetres (A4 landscape unless another sheet is given). */
  sheet: Size;
  /** The printable area inside the margins, in millimetres. */
  area: Rect;
  /** Millimetres per diagram unit, and where the diagram's top-left corner goes, centred in the area. */
  scale: number;
  x: number;
  y: number;
}

export interface PrintOptions {
  paper: PaperSize;
  orientation: 'landscape' | 'portrait';
  /** The whole diagram fitted on one sheet, or at its size on screen over as many sheets as it needs. */
  fit: 'page' | 'tiles';
}

/** §9's sheet: A4 landscape, the whole diagram on one page. */
export const DEFAULT_PRINT_OPTIONS: PrintOptions = { paper: 'A4', orientation: 'landscape', fit: 'page' };

/** One printed sheet: the part of the diagram it shows and where that part sits on the sheet, in millimetres. */
export interface PrintPage {
  view: Rect;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PrintPlan {
  sheet: Size;
  pages: PrintPage[];
  columns: number;
  rows: number;
}

/**
 * Print: the whole diagram on one sheet (by default A4 landscape, 297 x 210 mm) inside a margin of 0.1
 * (read as inches, 2.54 mm, the margin unit of the print tool the spec's figures come from; as millimetres
 * it would print to the paper's edge), scaled to fit and centred.
 */
export function printLayout(content: Rect, sheet: Size = { width: PRINT_SHEET_WIDTH, height: PRINT_SHEET_HEIGHT }): PrintLayout {
  const area = printableArea(sheet);
  const scale = content.width > 0 && content.height > 0 ? Math.min(area.width / content.width, area.height / content.height) : 1;
  return {
    sheet,
    area,
    scale: tidy(scale),
    x: tidy(area.x + (area.width - content.width * scale) / 2),
    y: tidy(area.y + (area.height - content.height * scale) / 2),
  };
}

/**
 * The sheets to print `content` (diagram coordinates) on: one fitted sheet, or tiles at screen size
 * (96 diagram units an inch), left to right then top to bottom, each starting at the margin's corner.
 */
export function printPlan(content: Rect, options: PrintOptions): PrintPlan {
  const sheet = sheetSize(options);
  if (options.fit === 'page') {
    const layout = printLayout(content, sheet);
    const page = { view: content, x: layout.x, y: layout.y, width: tidy(content.width * layout.scale), height: tidy(content.height * layout.scale) };
    return { sheet, pages: [page], columns: 1, rows: 1 };
  }
  const area = printableArea(sheet);
  const mmPerUnit = MM_PER_INCH / CSS_PX_PER_INCH;
  const tile = { width: area.width / mmPerUnit, height: area.height / mmPerUnit };
  const columns = Math.max(1, Math.ceil(tidy(content.width / tile.width)));
  const rows = Math.max(1, Math.ceil(tidy(content.height / tile.height)));
  const pages: PrintPage[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const view = {
        x: tidy(content.x + column * tile.width),
        y: tidy(content.y + row * tile.height),
        width: tidy(Math.min(tile.width, content.width - column * tile.width)),
        height: tidy(Math.min(tile.height, content.height - row * tile.height)),
      };
      pages.push({ view, x: area.x, y: area.y, width: tidy(view.width * mmPerUnit), height: tidy(view.height * mmPerUnit) });
    }
  }
  return { sheet, pages, columns, rows };
}

function sheetSize({ paper, orientation }: PrintOptions): Size {
  const { width, height } = PRINT_PAPER_SIZES[paper];
  return orientation === 'landscape' ? { width, height } : { width: height, height: width };
}

function printableArea(sheet: Size): Rect {
  const margin = tidy(PRINT_SHEET_MARGIN * MM_PER_INCH);
  return { x: margin, y: margin, width: tidy(sheet.width - 2 * margin), height: tidy(sheet.height - 2 * margin) };
}
