/**
 * CSV as spreadsheets open it (RFC 4180): CRLF line ends, a field quoted when it holds a comma, a quote or
 * a line break, quotes doubled, and a UTF-8 byte order mark so Excel reads the accents right. A cell that
 * begins with = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows it as text
 * instead of running it as a formula (CSV injection).
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell read back from CSV: drops the ' that csvCell put before a formula start, so values round-trip. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV document of a header row and data rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
