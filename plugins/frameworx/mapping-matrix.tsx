import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MappingCell } from './mapping-cell';
import type { AxisItem, CellMode } from './matrix-model';

export interface MappingMatrixProps {
  label: string;
  corner: string;
  rows: readonly AxisItem[];
  columns: readonly AxisItem[];
  mode: CellMode;
  readOnly: boolean;
  valueOf: (row: string, column: string) => string;
  onChange: (row: string, column: string, value: string) => void;
}

/** The matrix: a column per column item, a row per row item (a framework indented as its tree), a cell per pair. */
export function MappingMatrix({ label, corner, rows, columns, mode, readOnly, valueOf, onChange }: MappingMatrixProps) {
  return (
    <TableContainer sx={{ overflow: 'auto', maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ left: 0, zIndex: 3, minWidth: 160 }}>{corner}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="center" sx={{ minWidth: mode === 'text' ? 140 : 64, verticalAlign: 'bottom' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, pl: 2 + row.depth * 2 }}>
                {row.label}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align="center" padding="none" sx={{ borderLeft: 1, borderColor: 'divider' }}>
                  <MappingCell
                    mode={mode}
                    value={valueOf(row.key, column.key)}
                    label={`${row.label} × ${column.label}`}
                    readOnly={readOnly}
                    onChange={(value) => onChange(row.key, column.key, value)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
