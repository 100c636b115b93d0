import { strToU8, zipSync } from 'fflate';
import { RELATIONSHIP_ID_NS, VISIO_NS } from '../vsdx-package';

/** A 2-D shape of a test drawing, in Visio's inches: its pin (centre by default) from the page's bottom-left. */
export interface TestShape {
  id: number;
  master?: string;
  text?: string;
  pinX: number;
  pinY: number;
  width: number;
  height: number;
  /** Further ShapeSheet cells by name (LocPinX, FillForegnd, LinePattern...). */
  cells?: Record<string, TestCell>;
  /** Shape Data rows by name. */
  data?: Record<string, string>;
  /** Shapes inside this one (a plain group's members, or shapes with a master inside an instance), in its coordinates. */
  group?: TestShape[];
  /** Drawing parts of a master instance (sub-shapes without a master, which a connector may be glued to). */
  parts?: Array<{ id: number; text?: string }>;
  /** The shape its control handle (a text annotation's callout line) is glued to. */
  calloutTo?: number;
  /** The document style sheets it names (its LineStyle and FillStyle attributes). */
  styles?: TestStyles;
}

/** A shape's or style sheet's LineStyle and FillStyle: ids of the document's style sheets. */
export interface TestStyles {
  line?: number;
  fill?: number;
}

/** A style sheet of the document (StyleSheets in document.xml), inheriting from the styles it names. */
export interface TestStyleSheet {
  id: number;
  name: string;
  cells: Record<string, TestCell>;
  styles?: TestStyles;
}

export interface TestConnector {
  id: number;
  master?: string;
  text?: string;
  from?: number;
  to?: number;
  /** Where the connector begins and ends on the page, in inches (written as BeginX/BeginY, EndX/EndY). */
  begin?: [number, number];
  end?: [number, number];
  data?: Record<string, string>;
  /** Further ShapeSheet cells (BeginX/BeginY/EndX/EndY, PinX, LocPinX, TxtPinX...), in inches. */
  cells?: Record<string, TestCell>;
  /** The Geometry section's points (MoveTo, then LineTo), in the connector's own inches. */
  geometry?: Array<[number, number]>;
  /** The Geometry section as relative rows (RelMoveTo, then RelLineTo): fractions of the connector's Width and Height. */
  relativeGeometry?: Array<[number, number]>;
}

/** One page of a drawing of several. */
export interface TestPage {
  name: string;
  shapes: TestShape[];
  connectors?: TestConnector[];
}

export interface TestDrawing {
  /** Inches; 11 by default. */
  pageHeight?: number;
  shapes: TestShape[];
  connectors?: TestConnector[];
  /** Several pages instead of the one of `shapes` and `connectors`. */
  pages?: TestPage[];
  /** What a master's own shape sets, which its instances inherit. */
  masters?: Record<string, { cells?: Record<string, TestCell>; data?: Record<string, string>; text?: string; styles?: TestStyles }>;
  /** The document theme's colour scheme (dk1, lt1, accent1...: 'RRGGBB'), written as visio/theme/theme1.xml. */
  themeColours?: Record<string, string>;
  /** The document's style sheets, written in document.xml. */
  styleSheets?: TestStyleSheet[];
  /** The document's colour table (Colors in document.xml): '#RRGGBB' by colour index. */
  colourTable?: Record<number, string>;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A cell's value, or its value and formula as Visio writes both (e.g. V="Themed" F="THEMEVAL()"). */
export type TestCell = string | number | { value: string | number; formula: string };
const cellsXml = (cells: Record<string, TestCell>) =>
  Object.entries(cells)
    .map(([name, cell]) =>
      typeof cell === 'object' ? `<Cell N="${name}" V="${escape(String(cell.value))}" F="${escape(cell.formula)}"/>` : `<Cell N="${name}" V="${escape(String(cell))}"/>`,
    )
    .join('');
const dataXml = (data: Record<string, string> | undefined) =>
  data
    ? `<Section N="Property">${Object.entries(data)
        .map(([name, value]) => `<Row N="${name}"><Cell N="Value" V="${escape(value)}"/></Row>`)
        .join('')}</Section>`
    : '';
const geometryXml = (points: Array<[number, number]> | undefined, prefix = '') =>
  points
    ? `<Section N="Geometry" IX="0"><Cell N="NoFill" V="1"/>${points
        .map(([x, y], index) => `<Row T="${prefix}${index ? 'LineTo' : 'MoveTo'}" IX="${index + 1}"><Cell N="X" V="${x}"/><Cell N="Y" V="${y}"/></Row>`)
        .join('')}</Section>`
    : '';
const stylesXml = (styles: TestStyles | undefined) =>
  `${styles?.line === undefined ? '' : ` LineStyle="${styles.line}"`}${styles?.fill === undefined ? '' : ` FillStyle="${styles.fill}"`}`;
const textXml = (text: string | undefined) => (text === undefined ? '' : `<Text>${escape(text)}</Text>`);
const relsXml = (targets: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${targets
    .map((target, index) => `<Relationship Id="rId${index + 1}" Type="http://schemas.microsoft.com/visio/2010/relationships/page" Target="${target}"/>`)
    .join('')}</Relationships>`;
const root = (name: string, content: string) => `<?xml version="1.0" encoding="UTF-8"?><${name} xmlns="${VISIO_NS}" xmlns:r="${RELATIONSHIP_ID_NS}">${content}</${name}>`;

/** The parts of a minimal .vsdx package holding the drawing's page (or pages), path to XML text. */
export function vsdxParts(drawing: TestDrawing): Record<string, string> {
  const pages = drawing.pages ?? [{ name: 'Page-1', shapes: drawing.shapes, connectors: drawing.connectors }];
  const masterNames = [
    ...new Set(pages.flatMap((page) => [...page.shapes.flatMap(allShapes), ...(page.connectors ?? [])]).flatMap((shape) => (shape.master ? [shape.master] : []))),
  ];
  const masterId = (name: string) => String(masterNames.indexOf(name) + 1);
  const masterAttribute = (name: string | undefined) => (name ? ` Master="${masterId(name)}"` : '');

  const shapeXml = (shape: TestShape): string => {
    const cells = { PinX: shape.pinX, PinY: shape.pinY, Width: shape.width, Height: shape.height, ...shape.cells };
    const group = shape.group ? `<Shapes>${shape.group.map(shapeXml).join('')}</Shapes>` : '';
    const parts = shape.parts ? `<Shapes>${shape.parts.map((part) => `<Shape ID="${part.id}" MasterShape="${part.id}" Type="Shape">${textXml(part.text)}</Shape>`).join('')}</Shapes>` : '';
    const type = shape.group && !shape.master ? 'Group' : 'Shape';
    return `<Shape ID="${shape.id}" Type="${type}"${masterAttribute(shape.master)}${stylesXml(shape.styles)}>${cellsXml(cells)}${dataXml(shape.data)}${textXml(shape.text)}${group}${parts}</Shape>`;
  };
  const connectorXml = (connector: TestConnector) => {
    const [beginX, beginY] = connector.begin ?? [0, undefined];
    const [endX, endY] = connector.end ?? [1, undefined];
    const ends = Object.fromEntries(Object.entries({ BeginX: beginX, BeginY: beginY, EndX: endX, EndY: endY }).filter(([, value]) => value !== undefined)) as Record<string, number>;
    const geometry = geometryXml(connector.geometry) || geometryXml(connector.relativeGeometry, 'Rel');
    return `<Shape ID="${connector.id}" Type="Shape"${masterAttribute(connector.master)}>${cellsXml({ ...ends, ...connector.cells })}${geometry}${dataXml(connector.data)}${textXml(connector.text)}</Shape>`;
  };
  const callouts = (shapes: TestShape[]) =>
    shapes
      .flatMap(allShapes)
      .flatMap((shape) => (shape.calloutTo === undefined ? [] : [`<Connect FromSheet="${shape.id}" FromCell="Controls.Row_1" FromPart="100" ToSheet="${shape.calloutTo}" ToCell="PinX" ToPart="3"/>`]));
  const connects = (connectors: TestConnector[]) =>
    connectors.flatMap((connector) => [
      ...(connector.from === undefined ? [] : [`<Connect FromSheet="${connector.id}" FromCell="BeginX" FromPart="9" ToSheet="${connector.from}" ToCell="PinX" ToPart="3"/>`]),
      ...(connector.to === undefined ? [] : [`<Connect FromSheet="${connector.id}" FromCell="EndX" FromPart="12" ToSheet="${connector.to}" ToCell="PinX" ToPart="3"/>`]),
    ]);
  const pageXml = (page: TestPage) =>
    root(
      'PageContents',
      `<Shapes>${[...page.shapes.map(shapeXml), ...(page.connectors ?? []).map(connectorXml)].join('')}</Shapes><Connects>${[...connects(page.connectors ?? []), ...callouts(page.shapes)].join('')}</Connects>`,
    );
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>`,
    'visio/pages/pages.xml': root(
      'Pages',
      pages
        .map((page, index) => `<Page ID="${index}" NameU="${escape(page.name)}" Name="${escape(page.name)}"><PageSheet>${cellsXml({ PageHeight: drawing.pageHeight ?? 11 })}</PageSheet><Rel r:id="rId${index + 1}"/></Page>`)
        .join(''),
    ),
    'visio/pages/_rels/pages.xml.rels': relsXml(pages.map((_, index) => `page${index + 1}.xml`)),
    ...Object.fromEntries(pages.map((page, index) => [`visio/pages/page${index + 1}.xml`, pageXml(page)])),
  };
  if (drawing.themeColours || drawing.styleSheets || drawing.colourTable) Object.assign(parts, documentParts(drawing));
  if (masterNames.length) {
    parts['visio/masters/masters.xml'] = root('Masters', masterNames.map((name, index) => `<Master ID="${index + 1}" NameU="${escape(name)}" Name="${escape(name)}"><Rel r:id="rId${index + 1}"/></Master>`).join(''));
    parts['visio/masters/_rels/masters.xml.rels'] = relsXml(masterNames.map((_, index) => `master${index + 1}.xml`));
    masterNames.forEach((name, index) => {
      const master = drawing.masters?.[name];
      parts[`visio/masters/master${index + 1}.xml`] = root('MasterContents', `<Shapes><Shape ID="1" Type="Shape"${stylesXml(master?.styles)}>${cellsXml(master?.cells ?? {})}${dataXml(master?.data)}${textXml(master?.text)}</Shape></Shapes>`);
    });
  }
  return parts;
}

/**
 * The document part (its colour table and style sheets), and with theme colours its relationship to the
 * theme and the theme as Visio writes it (DrawingML, a system colour for dk1 and lt1).
 */
function documentParts({ themeColours, styleSheets, colourTable }: TestDrawing): Record<string, string> {
  const colours = colourTable
    ? `<Colors>${Object.entries(colourTable)
        .map(([index, rgb]) => `<ColorEntry IX="${index}" RGB="${rgb}"/>`)
        .join('')}</Colors>`
    : '';
  const styles = styleSheets
    ? `<StyleSheets>${styleSheets
        .map((style) => `<StyleSheet ID="${style.id}" NameU="${escape(style.name)}" Name="${escape(style.name)}"${stylesXml(style.styles)}>${cellsXml(style.cells)}</StyleSheet>`)
        .join('')}</StyleSheets>`
    : '';
  const parts: Record<string, string> = { 'visio/document.xml': root('VisioDocument', `${colours}${styles}`) };
  if (!themeColours) return parts;
  const scheme = Object.entries(themeColours)
    .map(([name, hex]) => (name === 'dk1' || name === 'lt1' ? `<a:${name}><a:sysClr val="windowText" lastClr="${hex}"/></a:${name}>` : `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`))
    .join('');
  return {
    ...parts,
    'visio/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme" Target="theme/theme1.xml"/></Relationships>`,
    'visio/theme/theme1.xml': `<?xml version="1.0" encoding="UTF-8"?><a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office Theme"><a:themeElements><a:clrScheme name="Office">${scheme}</a:clrScheme></a:themeElements></a:theme>`,
  };
}

function allShapes(shape: TestShape): TestShape[] {
  return [shape, ...(shape.group ?? []).flatMap(allShapes)];
}

/** Zips package parts (path to text) into the bytes of a file. */
export function zipParts(parts: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(parts).map(([path, text]) => [path, strToU8(text)])));
}

/** A .vsdx file holding the drawing, as the browser would hand it over. */
export function vsdxFile(drawing: TestDrawing, name = 'drawing.vsdx'): File {
  const bytes = zipParts(vsdxParts(drawing));
  return new File([bytes.buffer as ArrayBuffer], name, { type: 'application/vnd.ms-visio.drawing' });
}
