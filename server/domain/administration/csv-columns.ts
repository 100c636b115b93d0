/**
 * The people and teams imports read a spreadsheet's CSV (readImportTable: BOM, CRLF, quoted cells) into
 * named columns. A header matches case- and space-insensitively any of its column's spellings; unknown
 * columns are ignored, a missing required one is a 422 naming it.
 */
import type { CsvImportReport, CsvImportRow } from '../../../core/domain/admin-accounts';
import { unprocessable } from '../../errors';
import { headerKey } from '../registry-io/header-map';
import { readImportTable } from '../registry-io/import-table';

export interface CsvColumn<Key extends string> {
  key: Key;
  /** Header spellings, e.g. ['email', 'e-mail', 'email address']. */
  headers: readonly string[];
  required: boolean;
}

export interface CsvRow<Key extends string> {
  line: number;
  values: Record<Key, string>;
}

export async function readCsvColumns<Key extends string>(data: Buffer, columns: readonly CsvColumn<Key>[]): Promise<CsvRow<Key>[]> {
  const table = await readImportTable(data);
  const header = table.header.map(headerKey);
  const indexes = columns.map((column) => ({ column, index: header.findIndex((cell) => column.headers.includes(cell)) }));
  const missing = indexes.filter(({ column, index }) => column.required && index === -1).map(({ column }) => `"${column.headers[0]}"`);
  if (missing.length > 0) {
    const message = `The file has no ${missing.join(', ')} column. Put the column names in the first row.`;
    throw unprocessable([{ field: 'file', code: 'fileContent', message }], message);
  }
  return table.rows.map((row) => ({
    line: row.line,
    values: Object.fromEntries(indexes.map(({ column, index }) => [column.key, index === -1 ? '' : (row.cells[index] ?? '')])) as Record<Key, string>,
  }));
}

/** The import's answer from its checked rows. */
export function csvImportReport(dryRun: boolean, rows: CsvImportRow[]): CsvImportReport {
  const errorCount = rows.filter((row) => row.errors.length > 0).length;
  return { dry_run: dryRun, rows, valid_count: rows.length - errorCount, error_count: errorCount };
}
