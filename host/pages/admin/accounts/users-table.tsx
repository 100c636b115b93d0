/** People across companies (or of one company), a page at a time; a row opens the person's page. */
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminUser } from '../../../../core/domain/admin-accounts';
import { ServerTable } from '../../../components/admin/server-table';
import { formatDateTime } from '../../../components/format-date';
import { adminAccountsPaths, adminUserPage } from './admin-accounts-paths';

export function UsersTable({ companyId, actions, reloadKey }: { companyId?: number; actions?: ReactNode; reloadKey?: unknown }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const yesNo = (value: boolean) => t(value ? 'systemAccounts.users.yes' : 'systemAccounts.users.no');
  const columns: GridColDef<AdminUser>[] = [
    { field: 'name', headerName: t('systemAccounts.users.columns.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('systemAccounts.users.columns.email'), flex: 1, minWidth: 200 },
    ...(companyId === undefined
      ? [{ field: 'company', headerName: t('systemAccounts.users.columns.company'), minWidth: 140, flex: 0.7, valueGetter: (_value: unknown, row: AdminUser) => row.company.name }]
      : []),
    { field: 'company_role', headerName: t('systemAccounts.users.columns.role'), width: 100, valueFormatter: (value: AdminUser['company_role']) => t(`systemAccounts.users.roles.${value}`) },
    { field: 'system_admin', headerName: t('systemAccounts.users.columns.systemAdmin'), width: 120, valueFormatter: yesNo },
    { field: 'restricted', headerName: t('systemAccounts.users.columns.restricted'), width: 110, valueFormatter: yesNo },
    { field: 'status', headerName: t('systemAccounts.users.columns.status'), width: 100, valueFormatter: (value: string) => t(`systemAccounts.users.statuses.${value}`, { defaultValue: value }) },
    {
      field: 'last_sign_in_at',
      headerName: t('systemAccounts.users.columns.lastSignIn'),
      width: 150,
      valueFormatter: (value: string | null) => formatDateTime(value) ?? t('systemAccounts.users.never'),
    },
  ];
  return (
    <ServerTable<AdminUser>
      url={adminAccountsPaths.users}
      params={{ company_id: companyId }}
      columns={columns}
      label={t('systemAccounts.users.title')}
      searchLabel={t('systemAccounts.users.search')}
      emptyText={t('systemAccounts.users.empty')}
      onRowClick={(user) => void navigate(adminUserPage(user.id))}
      actions={actions}
      reloadKey={reloadKey}
    />
  );
}
