/**
 * Removed projects with a Restore action that says what it brings back; across companies (with a company
 * column) or of one company.
 */
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovedProject } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ServerTable } from '../../../components/admin/server-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/format-date';
import { adminAccountsPaths } from './admin-accounts-paths';

export function RemovedProjectsTable({ companyId, onRestored }: { companyId?: number; onRestored?: () => void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [restoring, setRestoring] = useState<RemovedProject | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const columns: GridColDef<RemovedProject>[] = [
    { field: 'name', headerName: t('systemAccounts.removed.columns.name'), flex: 1, minWidth: 200 },
    ...(companyId === undefined
      ? [{ field: 'company', headerName: t('systemAccounts.removed.columns.company'), flex: 1, minWidth: 160, valueGetter: (_value: unknown, row: RemovedProject) => row.company.name }]
      : []),
    { field: 'deleted_at', headerName: t('systemAccounts.removed.columns.removed'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'actions',
      headerName: '',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" startIcon={<RestoreOutlined />} onClick={() => setRestoring(row)}>
          {t('systemAccounts.removed.restore')}
        </Button>
      ),
    },
  ];
  const restore = async (project: RemovedProject) => {
    await http.put(companyId === undefined ? adminAccountsPaths.restoreProject(project.id) : adminAccountsPaths.restoreCompanyProject(companyId, project.id));
    snackbar.show(t('systemAccounts.removed.restored', { name: project.name }));
    setRestoring(null);
    setReloadKey((key) => key + 1);
    onRestored?.();
  };
  return (
    <>
      <ServerTable<RemovedProject>
        url={companyId === undefined ? adminAccountsPaths.removedProjects : adminAccountsPaths.companyRemovedProjects(companyId)}
        columns={columns}
        label={t('systemAccounts.removed.title')}
        searchLabel={t('systemAccounts.removed.search')}
        emptyText={t('systemAccounts.removed.empty')}
        initialSort={[{ field: 'deleted_at', sort: 'desc' }]}
        reloadKey={reloadKey}
      />
      {restoring && (
        <ConfirmDialog
          open
          title={t('systemAccounts.removed.restoreTitle', { name: restoring.name })}
          body={t('systemAccounts.removed.restoreBody', { company: restoring.company.name })}
          confirmLabel={t('systemAccounts.removed.restore')}
          onConfirm={() => restore(restoring)}
          onClose={() => setRestoring(null)}
        />
      )}
    </>
  );
}
