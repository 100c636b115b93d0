/**
 * A tiny PDF writer for printable summaries: text lines in Helvetica on A4 pages, no dependencies.
 * Only WinAnsi (Latin-1) characters print; others become '?'.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra indentation in points. */
  indent?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

function escapeText(text: string): string {
  const latin1 = [...text].map((c) => (c.charCodeAt(0) <= 0xff ? c : '?')).join('');
  return latin1.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n\t]/g, ' ');
}

/** Splits a line so that it fits the page at its font size (Helvetica averages about 0.5em per character). */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 11;
  const width = PAGE_WIDTH - 2 * MARGIN - (line.indent ?? 0);
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const words = line.text.split(/\s+/);
  const out: PdfLine[] = [];
  let current = '';
  for (const word of words) {
    const pieces = word.length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? []) : [word];
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length > perLine) {
        out.push({ ...line, text: current });
        current = piece;
      } else {
        current = current ? `${current} ${piece}` : piece;
      }
    }
  }
  out.push({ ...line, text: current });
  return out;
}

export function renderPdf(lines: readonly PdfLine[]): Buffer {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines.flatMap(wrap)) {
    const size = line.size ?? 11;
    const step = size * 1.35;
    if (y - step < MARGIN) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN + (line.indent ?? 0)} ${y.toFixed(1)} Td (${escapeText(line.text)}) Tj ET`);
  }
  pages.push(ops.join('\n'));

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((content, index) => {
    const pageId = pageIds[index];
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
