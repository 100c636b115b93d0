/**
 * The frame of a system admin list page: its loading and error states, a create button, the empty state and a table
 * of one row per item. The page brings its columns, the dialogs it opens and whatever it says above the table.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import type { AsyncState } from '../../../sdk/ui/use-async';

export interface AdminListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
}

interface AdminListPageProps<Row extends { id: number }> {
  items: AsyncState<Row[]> & { reload: () => void };
  labels: { title: string; loading: string; create: string; empty: string };
  onCreate: () => void;
  columns: ReadonlyArray<AdminListColumn<Row>>;
  maxWidth?: number;
  /** Said above the create button. */
  intro?: ReactNode;
  /** Shown between the create button and the table (the outcome of an action). */
  status?: ReactNode;
  /** The dialogs the page opens. */
  children?: ReactNode;
}

export function AdminListPage<Row extends { id: number }>({ items, labels, onCreate, columns, maxWidth = 1000, intro, status, children }: AdminListPageProps<Row>) {
  const { t } = useTranslation('host');
  if (items.status === 'loading') return <PageLoading label={labels.loading} />;
  if (items.status === 'error') return <ErrorState message={describeHttpError(items.error, t)} onRetry={items.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth }}>
      {intro}
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {labels.create}
        </Button>
      </div>
      {status}
      {items.data.length === 0 ? (
        <Typography color="text.secondary">{labels.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={labels.title} size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.data.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.align} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {children}
    </Stack>
  );
}

/** Edit and delete buttons of a row, named after the item for screen readers. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton onClick={onEdit} aria-label={editLabel}>
        <EditOutlined />
      </IconButton>
      <IconButton color="error" onClick={onDelete} aria-label={deleteLabel}>
        <DeleteOutlined />
      </IconButton>
    </>
  );
}
