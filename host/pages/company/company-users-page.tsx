/** /company/users: the company's people in a server-paged table; invite, and a dialog per person. */
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyUser } from '../../../core/domain/company-admin-types';
import { ServerTable } from '../../components/admin/server-table';
import { formatDateTime } from '../../components/format-date';
import { useHeaderTitle } from '../../shell/header-bar';
import { CompanyUserDialog } from './company-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';

export function CompanyUsersPage() {
  const { t } = useTranslation('host');
  useHeaderTitle(t('companyAdmin.users.title'));
  const [reloadKey, setReloadKey] = useState(0);
  const [inviting, setInviting] = useState(false);
  const [open, setOpen] = useState<CompanyUser | null>(null);
  const reload = () => setReloadKey((n) => n + 1);
  const yesNo = (value: boolean) => t(value ? 'companyAdmin.users.yes' : 'companyAdmin.users.no');
  const columns: GridColDef<CompanyUser>[] = [
    { field: 'name', headerName: t('companyAdmin.users.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('companyAdmin.users.email'), flex: 1, minWidth: 200 },
    { field: 'company_role', headerName: t('companyAdmin.users.role'), width: 110, valueGetter: (value: CompanyUser['company_role']) => t(`companyAdmin.users.roles.${value}`) },
    { field: 'has_licence', headerName: t('companyAdmin.users.licence'), width: 90, sortable: false, valueGetter: yesNo },
    { field: 'restricted', headerName: t('companyAdmin.users.restricted'), width: 100, sortable: false, valueGetter: yesNo },
    { field: 'status', headerName: t('companyAdmin.users.status'), width: 100, valueGetter: (value: CompanyUser['status']) => t(`companyAdmin.users.statuses.${value}`) },
    { field: 'last_sign_in_at', headerName: t('companyAdmin.users.lastSignIn'), width: 150, valueGetter: (value: string | null) => formatDateTime(value) ?? t('companyAdmin.users.never') },
  ];
  return (
    <>
      <ServerTable<CompanyUser>
        url={COMPANY_ADMIN_PATHS.users}
        columns={columns}
        label={t('companyAdmin.users.table')}
        searchLabel={t('companyAdmin.users.search')}
        emptyText={t('companyAdmin.users.empty')}
        reloadKey={reloadKey}
        onRowClick={setOpen}
        actions={<Button variant="contained" onClick={() => setInviting(true)}>{t('companyAdmin.users.invite')}</Button>}
      />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} onInvited={reload} />
      {open && <CompanyUserDialog user={open} onClose={() => setOpen(null)} onChanged={(user) => { setOpen(user); reload(); }} />}
    </>
  );
}
