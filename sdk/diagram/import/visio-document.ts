import { ShapeSheet } from './shape-sheet';
import { childNamed, childrenNamed, VsdxPackage } from './vsdx-package';

export const DOCUMENT_PATH = 'visio/document.xml';

/**
 * Visio's default colour table (VisDefaultColors), what a colour index (FillForegnd="4") means when the
 * document lists no colours of its own: black, white, red, green, blue, yellow, magenta, cyan, their dark
 * tones, then greys.
 */
const DEFAULT_COLOURS = [
  '#000000', '#ffffff', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#ff00ff', '#00ffff',
  '#800000', '#008000', '#000080', '#808000', '#800080', '#008080', '#c0c0c0', '#e6e6e6',
  '#cdcdcd', '#b3b3b3', '#9a9a9a', '#808080', '#666666', '#4d4d4d', '#333333', '#1a1a1a',
];

/** What document.xml tells about a shape's colours: its colour table and its style sheets. */
export interface VisioDocumentStyles {
  /** '#rrggbb' by colour index. */
  colours: readonly string[];
  /** A style sheet by id (a shape's LineStyle / FillStyle), itself inheriting from the styles it names. */
  styleSheet(id: string): ShapeSheet | undefined;
}

/** The document's colour table (Colors, over Visio's defaults) and style sheets (StyleSheets); the defaults alone without document.xml. */
export function readDocumentStyles(vsdx: VsdxPackage): VisioDocumentStyles {
  const document = vsdx.has(DOCUMENT_PATH) ? vsdx.xml(DOCUMENT_PATH).documentElement : undefined;
  const colours = [...DEFAULT_COLOURS];
  const colourTable = document && childNamed(document, 'Colors');
  for (const entry of colourTable ? childrenNamed(colourTable, 'ColorEntry') : []) {
    const index = Number(entry.getAttribute('IX'));
    const rgb = entry.getAttribute('RGB');
    if (Number.isInteger(index) && index >= 0 && rgb && /^#[0-9a-f]{6}$/i.test(rgb)) colours[index] = rgb.toLowerCase();
  }
  const sheets = new Map<string, ShapeSheet>();
  const styleSheet = (id: string) => sheets.get(id);
  const styleSheets = document && childNamed(document, 'StyleSheets');
  for (const element of styleSheets ? childrenNamed(styleSheets, 'StyleSheet') : []) {
    const id = element.getAttribute('ID') ?? '';
    // A style naming itself (Visio's "No Style" may) inherits nothing.
    sheets.set(id, new ShapeSheet(element, undefined, (parent) => (parent === id ? undefined : styleSheet(parent))));
  }
  return { colours, styleSheet };
}
