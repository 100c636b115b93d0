/** /company/teams: the company's teams; create, and a dialog per team (members, rename, delete). */
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyTeam, CompanyTeamDetails } from '../../../core/domain/company-admin-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { ServerTable } from '../../components/admin/server-table';
import { NameDialog } from '../../components/name-dialog';
import { useHeaderTitle } from '../../shell/header-bar';
import { CompanyTeamDialog } from './company-team-dialog';

export function CompanyTeamsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  useHeaderTitle(t('companyAdmin.teams.title'));
  const [reloadKey, setReloadKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const reload = () => setReloadKey((n) => n + 1);
  const columns: GridColDef<CompanyTeam>[] = [
    { field: 'name', headerName: t('companyAdmin.teams.name'), flex: 1, minWidth: 200 },
    { field: 'member_count', headerName: t('companyAdmin.teams.memberCount'), width: 120, sortable: false },
  ];
  return (
    <>
      <ServerTable<CompanyTeam>
        url={COMPANY_ADMIN_PATHS.teams}
        columns={columns}
        label={t('companyAdmin.teams.table')}
        searchLabel={t('companyAdmin.teams.search')}
        emptyText={t('companyAdmin.teams.empty')}
        reloadKey={reloadKey}
        onRowClick={(team) => setOpenId(team.id)}
        actions={<Button variant="contained" onClick={() => setCreating(true)}>{t('companyAdmin.teams.create')}</Button>}
      />
      <NameDialog
        open={creating}
        title={t('companyAdmin.teams.createTitle')}
        submitLabel={t('common.create')}
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const team = await http.post<CompanyTeamDetails>(COMPANY_ADMIN_PATHS.teams, { name });
          setCreating(false);
          reload();
          setOpenId(team.id);
        }}
      />
      {openId !== null && <CompanyTeamDialog teamId={openId} onClose={() => setOpenId(null)} onChanged={reload} />}
    </>
  );
}
