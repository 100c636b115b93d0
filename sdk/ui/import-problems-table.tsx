import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ImportProblemRow {
  /** Where in the file, in the user's words: "3", "Row 3", "/sections/0/questions/1". */
  where: string;
  reason: string;
}

export interface ImportProblemsTableProps {
  problems: readonly ImportProblemRow[];
  /** The table's name for screen readers. */
  label?: string;
  whereHeader: string;
  reasonHeader: string;
}

/** Every problem an import preview found, where it is and why, so the file can be corrected in one go. */
export function ImportProblemsTable({ problems, label, whereHeader, reasonHeader }: ImportProblemsTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 64, whiteSpace: 'nowrap' }}>{whereHeader}</TableCell>
          <TableCell>{reasonHeader}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={`${problem.where}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{problem.where}</TableCell>
            <TableCell>{problem.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
