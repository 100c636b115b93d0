import type { ShapeSheet } from './shape-sheet';
import { DOCUMENT_PATH } from './visio-document';
import { childNamed, descendantNamed, VsdxPackage } from './vsdx-package';

/**
 * The theme's colour scheme in the order of Visio's QuickStyleFillColor / QuickStyleLineColor indexes:
 * dk1, lt1, accent1 to accent6 (MS-VSDX 2.4.4.270).
 */
const SCHEME_ORDER = ['dk1', 'lt1', 'accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'];
/** Indexes from 100 are the theme variant's colours; they are read as the theme's accents (the variants are not read). */
const VARIANT_INDEX_BASE = 100;
const FIRST_ACCENT = 2;

/** The colours of the document's theme (visio/theme/theme1.xml, through the document's relationships), '#rrggbb' by index. */
export type ThemeColours = readonly (string | null)[];

export function readThemeColours(vsdx: VsdxPackage): ThemeColours {
  const [path] = vsdx.has(DOCUMENT_PATH) ? vsdx.relationships(DOCUMENT_PATH, 'theme').values() : [];
  if (!path || !vsdx.has(path)) return [];
  const scheme = descendantNamed(vsdx.xml(path).documentElement, 'clrScheme');
  if (!scheme) return [];
  return SCHEME_ORDER.map((name) => {
    const slot = childNamed(scheme, name);
    const colour = slot?.children[0];
    const hex = colour?.localName === 'sysClr' ? colour.getAttribute('lastClr') : colour?.getAttribute('val');
    return hex && /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toLowerCase()}` : null;
  });
}

/**
 * A colour cell the theme decides (Visio writes V="Themed", or a THEMEVAL() formula; a cell neither the shape
 * nor its master sets comes from the document's theme style): the theme colour of the shape's quick-style
 * index cell. Null when the cell is not themed or the index or theme says nothing.
 */
export function themedColour(sheet: ShapeSheet, cell: string, quickStyleCell: string, theme: ThemeColours): string | null {
  const value = sheet.cell(cell);
  const themed = value === null || value === 'Themed' || /THEMEVAL\(/i.test(sheet.formula(cell) ?? '');
  const index = sheet.number(quickStyleCell);
  if (!themed || index === null) return null;
  const slot = index >= VARIANT_INDEX_BASE ? FIRST_ACCENT + ((index - VARIANT_INDEX_BASE) % (SCHEME_ORDER.length - FIRST_ACCENT)) : index;
  return theme[slot] ?? null;
}
