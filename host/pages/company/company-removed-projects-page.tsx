/** /company/restore-projects: the company's removed projects; restore, or delete for good after a confirmation. */
import { Alert, Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { RemovedProject } from '../../../core/domain/company-admin-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ServerTable } from '../../components/admin/server-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { useHeaderTitle } from '../../shell/header-bar';

export function CompanyRemovedProjectsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  useHeaderTitle(t('companyAdmin.removedProjects.title'));
  const [reloadKey, setReloadKey] = useState(0);
  const [deleting, setDeleting] = useState<RemovedProject | null>(null);
  const reload = () => setReloadKey((n) => n + 1);
  const [failure, setFailure] = useState<string | null>(null);
  const restore = async (project: RemovedProject) => {
    setFailure(null);
    try {
      await http.put(COMPANY_ADMIN_PATHS.removedProject(project.id));
      snackbar.show(t('companyAdmin.removedProjects.restored', { name: project.name }));
      reload();
    } catch (error) {
      setFailure(describeHttpError(error, t));
    }
  };
  const columns: GridColDef<RemovedProject>[] = [
    { field: 'name', headerName: t('companyAdmin.removedProjects.name'), flex: 1, minWidth: 200 },
    { field: 'created_by_name', headerName: t('companyAdmin.removedProjects.createdBy'), width: 160, sortable: false },
    { field: 'deleted_at', headerName: t('companyAdmin.removedProjects.removedAt'), width: 150, valueGetter: (value: string) => formatDateTime(value) },
    {
      field: 'actions',
      headerName: '',
      width: 260,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" aria-label={`${t('companyAdmin.removedProjects.restore')} ${row.name}`} onClick={() => void restore(row)}>
            {t('companyAdmin.removedProjects.restore')}
          </Button>
          <Button size="small" color="error" aria-label={`${t('companyAdmin.removedProjects.deleteForever')} ${row.name}`} onClick={() => setDeleting(row)}>
            {t('companyAdmin.removedProjects.deleteForever')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <ServerTable<RemovedProject>
        url={COMPANY_ADMIN_PATHS.removedProjects}
        columns={columns}
        label={t('companyAdmin.removedProjects.table')}
        searchLabel={t('companyAdmin.removedProjects.search')}
        emptyText={t('companyAdmin.removedProjects.empty')}
        initialSort={[{ field: 'deleted_at', sort: 'desc' }]}
        reloadKey={reloadKey}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('companyAdmin.removedProjects.deleteTitle', { name: deleting?.name })}
        body={t('companyAdmin.removedProjects.deleteBody')}
        confirmLabel={t('companyAdmin.removedProjects.deleteForever')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await http.delete(COMPANY_ADMIN_PATHS.removedProject(deleting.id));
          snackbar.show(t('companyAdmin.removedProjects.deleted', { name: deleting.name }));
          setDeleting(null);
          reload();
        }}
      />
    </>
  );
}
