/** The audit entries of a company or a person, newest first, a page at a time. */
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/admin/server-table';
import { formatDateTime } from '../../../components/format-date';

interface AuditRow {
  id: number;
  summary: string;
  actor: { id: number; name: string } | null;
  created_at: string;
}

export function AuditLogTable({ url, label, reloadKey }: { url: string; label: string; reloadKey?: unknown }) {
  const { t } = useTranslation('host');
  const columns: GridColDef<AuditRow>[] = [
    { field: 'created_at', headerName: t('systemAccounts.audit.columns.when'), width: 160, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'actor', headerName: t('systemAccounts.audit.columns.who'), width: 180, sortable: false, valueGetter: (_value, row) => row.actor?.name ?? t('systemAccounts.audit.system') },
    { field: 'summary', headerName: t('systemAccounts.audit.columns.what'), flex: 1, minWidth: 240, sortable: false },
  ];
  return <ServerTable<AuditRow> url={url} columns={columns} label={label} emptyText={t('systemAccounts.audit.empty')} reloadKey={reloadKey} />;
}
