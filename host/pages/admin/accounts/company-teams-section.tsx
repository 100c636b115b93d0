/** A company's teams with their members, and their CSV import. */
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminTeam } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { describeHttpError } from '../../../components/http-error-message';
import { useAsync } from '../../../../sdk/ui/use-async';
import { adminAccountsPaths } from './admin-accounts-paths';
import { CsvImportPanel } from './csv-import-panel';

export function CompanyTeamsSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const teams = useAsync((signal) => http.get<AdminTeam[]>(adminAccountsPaths.teams(companyId), { signal }), [http, companyId]);
  return (
    <Stack spacing={3}>
      {teams.status === 'loading' && <PageLoading />}
      {teams.status === 'error' && <ErrorState message={describeHttpError(teams.error, t)} onRetry={teams.reload} />}
      {teams.status === 'ready' &&
        (teams.data.length === 0 ? (
          <Typography color="text.secondary">{t('systemAccounts.company.noTeams')}</Typography>
        ) : (
          <List dense aria-label={t('systemAccounts.company.teams')}>
            {teams.data.map((team) => (
              <ListItem key={team.id} divider>
                <ListItemText
                  primary={`${team.name} · ${t('systemAccounts.company.teamMembers', { count: team.members.length })}`}
                  secondary={team.members.map((member) => member.name || member.email).join(', ')}
                />
              </ListItem>
            ))}
          </List>
        ))}
      <CsvImportPanel
        heading={t('systemAccounts.csv.importTeams')}
        help={t('systemAccounts.csv.teamsHelp')}
        url={(dryRun) => adminAccountsPaths.importTeams(companyId, dryRun)}
        onImported={teams.reload}
      />
    </Stack>
  );
}
