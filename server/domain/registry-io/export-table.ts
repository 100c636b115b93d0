/**
 * A header and rows of text as a download: CSV (UTF-8 with a byte order mark so Excel reads accents, see
 * core/domain/csv.ts) or an XLSX workbook of one sheet with a bold header row.
 */
import ExcelJS from 'exceljs';
import { CSV_CONTENT_TYPE, csvDocument } from '../../../core/domain/csv';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportFile {
  body: Buffer;
  contentType: string;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

const COLUMN_WIDTH = { min: 10, max: 60 };

export async function xlsxDocument(title: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...[header, ...rows].map((row) => (row[index] ?? '').split('\n')[0].length));
    column.width = Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportTable(
  format: ExportFormat,
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<ExportFile> {
  return format === 'csv'
    ? { body: Buffer.from(csvDocument(header, rows), 'utf8'), contentType: CSV_CONTENT_TYPE }
    : { body: await xlsxDocument(title, header, rows), contentType: XLSX_CONTENT_TYPE };
}
