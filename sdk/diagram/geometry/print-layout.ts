import { MM_PER_INCH, PRINT_SHEET_HEIGHT, PRINT_SHEET_MARGIN, PRINT_SHEET_WIDTH } from '../constants';
import { tidy, type Rect } from './rect';

export interface PrintLayout {
  /** The sheet, in millimetres (A4 landscape). */
  sheet: { width: number; height: number };
  /** The printable area inside the margins, in millimetres. */
  area: Rect;
  /** Millimetres per diagram unit, and where the diagram's top-left corner goes, centred in the area. */
  scale: number;
  x: number;
  y: number;
}

/**
 * Print: the whole diagram on one A4 landscape sheet (297 x 210 mm) inside a margin of 0.1 (read as
 * inches, 2.54 mm, the margin unit of the print tool the spec's figures come from; as millimetres it would
 * print to the paper's edge), scaled to fit and centred.
 */
export function printLayout(content: Rect): PrintLayout {
  const margin = tidy(PRINT_SHEET_MARGIN * MM_PER_INCH);
  const area = { x: margin, y: margin, width: tidy(PRINT_SHEET_WIDTH - 2 * margin), height: tidy(PRINT_SHEET_HEIGHT - 2 * margin) };
  const scale = content.width > 0 && content.height > 0 ? Math.min(area.width / content.width, area.height / content.height) : 1;
  return {
    sheet: { width: PRINT_SHEET_WIDTH, height: PRINT_SHEET_HEIGHT },
    area,
    scale: tidy(scale),
    x: tidy(area.x + (area.width - content.width * scale) / 2),
    y: tidy(area.y + (area.height - content.height * scale) / 2),
  };
}
