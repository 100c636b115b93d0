import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { FigureColumn } from './figure-columns';

/** The numbers of a statistics page as a table; the same cells its CSV holds. */
export function FigureTable<Row>({ label, columns, rows, rowKey }: { label: string; columns: readonly FigureColumn<Row>[]; rows: readonly Row[]; rowKey(row: Row, index: number): string | number }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                  {column.render ? column.render(row) : column.text(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
