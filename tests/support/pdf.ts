/** Reading what a test needs out of a PDF's bytes (PDFKit writes PDF 1.3: no object streams, plain dictionaries). */
import { inflateSync } from 'node:zlib';

/** The number of pages (the page tree's /Count). */
export function pdfPageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)].map((match) => Number(match[1]));
  return Math.max(0, ...counts);
}

/** The embedded fonts' names without their subset prefix ("DejaVuSans" for /BaseFont /ABCDEF+DejaVuSans). */
export function pdfFontNames(pdf: Buffer): string[] {
  return [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]))];
}

/** How many images the document embeds (a PNG with transparency counts twice: its colours and its mask). */
export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** The bookmarks' titles in the order the file holds them (not the tree's), decoded (a literal string, UTF-16BE after a byte order mark when not ASCII). */
export function pdfBookmarks(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const titles: string[] = [];
  for (let at = text.indexOf('/Title ('); at >= 0; at = text.indexOf('/Title (', at + 1)) {
    let raw = '';
    for (let index = at + '/Title ('.length; text[index] !== ')'; index++) raw += text[index] === '\\' ? (ESCAPES[text[++index]] ?? text[index]) : text[index];
    const bytes = Buffer.from(raw, 'latin1');
    titles.push(bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : raw);
  }
  return titles;
}

/** Every compressed stream of the document, inflated: what is drawn, as text the test can search. */
export function inflatedStreams(pdf: Buffer): string {
  return [...pdfObjects(pdf).values()].map((object) => object.stream ?? '').join('\n');
}

interface PdfObject {
  dictionary: string;
  /** The stream inflated, as latin1 text; undefined when the object has none. */
  stream?: string;
}

/** The document's objects by number. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([^]*?)\nendobj/g)) {
    const [, number, body] = match;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(number), { dictionary: body });
      continue;
    }
    const start = match.index + `${number} 0 obj\n`.length + streamAt + '\nstream\n'.length;
    const raw = pdf.subarray(start, text.indexOf('\nendstream', start));
    const dictionary = body.slice(0, streamAt);
    objects.set(Number(number), { dictionary, stream: (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1') });
  }
  return objects;
}

/** A ToUnicode CMap as PDFKit writes it (bfrange lines with arrays of UTF-16BE hex): glyph code to text. */
function readToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const [, start, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...entries.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units], index) => {
      glyphs.set(parseInt(start, 16) + index, String.fromCharCode(...units.split(' ').map((unit) => parseInt(unit, 16))));
    });
  }
  return glyphs;
}

/**
 * The text a reader copies out of the document, one line per text-showing operator: glyph codes read
 * back through the embedded fonts' ToUnicode maps, as a PDF viewer does. A font without one yields nothing.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dictionary ?? '');
      fonts.set(name, toUnicode ? readToUnicode(objects.get(Number(toUnicode[1]))?.stream ?? '') : new Map());
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    let font = new Map<number, string>();
    for (const [, fontName, shown] of stream?.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g) ?? []) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else lines.push([...shown.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join(''));
    }
  }
  return lines.join('\n');
}
