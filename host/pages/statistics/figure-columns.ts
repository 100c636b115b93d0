import type { ReactNode } from 'react';
import { csvDocument } from '../../../core/domain/csv';

/** One column of a statistics table: its text (what the CSV holds too) and, optionally, what the page shows. */
export interface FigureColumn<Row> {
  header: string;
  text(row: Row): string;
  render?(row: Row): ReactNode;
  numeric?: boolean;
}

/** The rows of the table as text, cell for cell as shown. */
export function figureRows<Row>(columns: readonly FigureColumn<Row>[], rows: readonly Row[]): string[][] {
  return rows.map((row) => columns.map((column) => column.text(row)));
}

/** The CSV of what the table shows. */
export function figureCsv<Row>(columns: readonly FigureColumn<Row>[], rows: readonly Row[]): string {
  return csvDocument(
    columns.map((column) => column.header),
    figureRows(columns, rows),
  );
}
