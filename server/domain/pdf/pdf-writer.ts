/**
 * Printable documents with PDFKit: A4 pages, text in DejaVu Sans (embedded, so Cyrillic, Greek and the
 * rest of its coverage print, not only Latin-1), pictures scaled to the page, and bookmarks for headings.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { drawRadar, type RadarAxis } from './radar-chart';

export type PdfBlock =
  | { kind: 'title'; text: string }
  /** A heading with a bookmark; level 2 sits under the last level 1. */
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'text'; text: string; small?: boolean; indent?: number }
  /** A PNG or JPEG, as large as the page allows, on the next page when too little room is left. */
  | { kind: 'picture'; image: Buffer; indent?: number }
  /** A radar chart (radar-chart.ts), on the next page when too little room is left. */
  | { kind: 'radar'; axes: RadarAxis[] };

/** PDFKit opens an image once to know its size; its type declarations leave this method out. */
type OpenedImage = { width: number; height: number };
type Document = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const MARGIN = 50;
const SIZES = { title: 20, 1: 15, 2: 12, text: 10, small: 9 } as const;
/** Less room than this (points) left on a page for a picture that needs more: it starts the next page. */
const MIN_PICTURE_ROOM = 200;

export function renderPdf(title: string, blocks: readonly PdfBlock[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } }) as Document;
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  let section: PDFKit.PDFOutline = doc.outline;
  for (const block of blocks) {
    const indent = 'indent' in block ? (block.indent ?? 0) : 0;
    switch (block.kind) {
      case 'title':
        doc.font('bold').fontSize(SIZES.title).text(block.text, MARGIN, undefined, { width });
        break;
      case 'heading': {
        doc.moveDown(0.6).font('bold').fontSize(SIZES[block.level]).text(block.text, MARGIN, undefined, { width });
        const item = (block.level === 1 ? doc.outline : section).addItem(block.text);
        if (block.level === 1) section = item;
        break;
      }
      case 'text':
        doc.font('regular').fontSize(block.small ? SIZES.small : SIZES.text).text(block.text, MARGIN + indent, undefined, { width: width - indent });
        break;
      case 'picture':
        placePicture(doc, block.image, MARGIN + indent, width - indent);
        break;
      case 'radar':
        placeRadar(doc, block.axes, width);
        break;
    }
  }
  doc.end();
  return done;
}

const RADAR_SIZE = 300;

/** The radar centred in the column, after the text so far. */
function placeRadar(doc: Document, axes: RadarAxis[], width: number): void {
  if (doc.y + RADAR_SIZE > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  drawRadar(doc, axes, MARGIN + (width - RADAR_SIZE) / 2, top, RADAR_SIZE);
  doc.x = MARGIN;
  doc.y = top + RADAR_SIZE + 6;
}

/** The picture at most its own size, as wide as the column allows and no taller than a page. */
function placePicture(doc: Document, data: Buffer, x: number, width: number): void {
  const image = doc.openImage(data);
  const bottom = doc.page.height - MARGIN;
  const scale = Math.min(1, width / image.width, (bottom - MARGIN) / image.height);
  if (doc.y + image.height * scale > bottom && bottom - doc.y < MIN_PICTURE_ROOM) doc.addPage();
  const fit = Math.min(scale, (bottom - doc.y) / image.height);
  doc.image(data, x, doc.y, { width: image.width * fit, height: image.height * fit });
  doc.y += image.height * fit + 6;
}
