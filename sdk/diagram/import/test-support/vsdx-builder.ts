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
  cells?: Record<string, string | number>;
  /** Shape Data rows by name. */
  data?: Record<string, string>;
  /** Shapes inside this one (a plain group's members, or shapes with a master inside an instance), in its coordinates. */
  group?: TestShape[];
  /** Drawing parts of a master instance (sub-shapes without a master, which a connector may be glued to). */
  parts?: Array<{ id: number; text?: string }>;
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
  masters?: Record<string, { cells?: Record<string, string | number>; data?: Record<string, string>; text?: string }>;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cellsXml = (cells: Record<string, string | number>) =>
  Object.entries(cells)
    .map(([name, value]) => `<Cell N="${name}" V="${escape(String(value))}"/>`)
    .join('');
const dataXml = (data: Record<string, string> | undefined) =>
  data
    ? `<Section N="Property">${Object.entries(data)
        .map(([name, value]) => `<Row N="${name}"><Cell N="Value" V="${escape(value)}"/></Row>`)
        .join('')}</Section>`
    : '';
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
    return `<Shape ID="${shape.id}" Type="${type}"${masterAttribute(shape.master)}>${cellsXml(cells)}${dataXml(shape.data)}${textXml(shape.text)}${group}${parts}</Shape>`;
  };
  const connectorXml = (connector: TestConnector) => {
    const [beginX, beginY] = connector.begin ?? [0, undefined];
    const [endX, endY] = connector.end ?? [1, undefined];
    const ends = Object.fromEntries(Object.entries({ BeginX: beginX, BeginY: beginY, EndX: endX, EndY: endY }).filter(([, value]) => value !== undefined)) as Record<string, number>;
    return `<Shape ID="${connector.id}" Type="Shape"${masterAttribute(connector.master)}>${cellsXml(ends)}${dataXml(connector.data)}${textXml(connector.text)}</Shape>`;
  };
  const connects = (connectors: TestConnector[]) =>
    connectors.flatMap((connector) => [
      ...(connector.from === undefined ? [] : [`<Connect FromSheet="${connector.id}" FromCell="BeginX" FromPart="9" ToSheet="${connector.from}" ToCell="PinX" ToPart="3"/>`]),
      ...(connector.to === undefined ? [] : [`<Connect FromSheet="${connector.id}" FromCell="EndX" FromPart="12" ToSheet="${connector.to}" ToCell="PinX" ToPart="3"/>`]),
    ]);
  const pageXml = (page: TestPage) =>
    root('PageContents', `<Shapes>${[...page.shapes.map(shapeXml), ...(page.connectors ?? []).map(connectorXml)].join('')}</Shapes><Connects>${connects(page.connectors ?? []).join('')}</Connects>`);

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
  if (masterNames.length) {
    parts['visio/masters/masters.xml'] = root('Masters', masterNames.map((name, index) => `<Master ID="${index + 1}" NameU="${escape(name)}" Name="${escape(name)}"><Rel r:id="rId${index + 1}"/></Master>`).join(''));
    parts['visio/masters/_rels/masters.xml.rels'] = relsXml(masterNames.map((_, index) => `master${index + 1}.xml`));
    masterNames.forEach((name, index) => {
      const master = drawing.masters?.[name];
      parts[`visio/masters/master${index + 1}.xml`] = root('MasterContents', `<Shapes><Shape ID="1" Type="Shape">${cellsXml(master?.cells ?? {})}${dataXml(master?.data)}${textXml(master?.text)}</Shape></Shapes>`);
    });
  }
  return parts;
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
