/** Reading what a test needs out of a PDF's bytes (PDFKit writes PDF 1.3: no object streams, plain dictionaries). */

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
