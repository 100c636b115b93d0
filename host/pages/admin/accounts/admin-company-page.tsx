/**
 * /admin/company/{companyId}: one company for the system admin, in tabs: its details (with logo, clone
 * and delete, and its sign-in providers), its people (with the CSV import), its teams, its removed projects and its audit log.
 */
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { choiceField, stateFromUrl, urlFromState } from '../../../components/list-url-state';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useRouteIds } from '../../../components/use-route-ids';
import { useHeaderTitle } from '../../../shell/header-bar';
import { CompanyProvidersSection } from '../company-providers-section';
import { adminAccountsPaths } from './admin-accounts-paths';
import { AuditLogTable } from './audit-log-table';
import { CompanyDetailsSection } from './company-details-section';
import { CompanyTeamsSection } from './company-teams-section';
import { CsvImportPanel } from './csv-import-panel';
import { RemovedProjectsTable } from './removed-projects-table';
import { UsersTable } from './users-table';

const TABS = ['details', 'people', 'teams', 'removedProjects', 'audit'] as const;
type CompanyTab = (typeof TABS)[number];
const TAB_FIELDS = { tab: choiceField('tab', TABS, 'details') } as const;

export function AdminCompanyPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const companyId = useRouteIds().twins.companyIdInt;
  const company = useAsync((signal) => http.get<AdminCompany>(adminAccountsPaths.company(companyId), { signal }), [http, companyId]);
  useHeaderTitle(company.status === 'ready' ? company.data.name : t('systemAccounts.company.loading'));
  if (company.status === 'loading') return <PageLoading label={t('systemAccounts.company.loading')} />;
  if (company.status === 'error') return <ErrorState message={describeHttpError(company.error, t)} onRetry={company.reload} />;
  return <CompanyTabs key={company.data.id} company={company.data} reload={company.reload} />;
}

function CompanyTabs({ company, reload }: { company: AdminCompany; reload(): void }) {
  const { t } = useTranslation('host');
  // The tab is in the URL, so Back returns to it; another tab starts without the last one's search and page.
  const [params, setParams] = useSearchParams();
  const { tab } = stateFromUrl(params, TAB_FIELDS);
  const setTab = (next: CompanyTab) => setParams(urlFromState({ tab: next }, TAB_FIELDS));
  const [changes, setChanges] = useState(0);
  const changed = () => {
    setChanges((count) => count + 1);
    reload();
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Tabs value={tab} onChange={(_event, value: CompanyTab) => setTab(value)} variant="scrollable" aria-label={company.name}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`systemAccounts.company.${key}`)} id={`company-tab-${key}`} aria-controls={`company-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`}>
        {tab === 'details' && (
          <Stack spacing={4}>
            <CompanyDetailsSection company={company} onChanged={changed} />
            <CompanyProvidersSection companyId={company.id} />
          </Stack>
        )}
        {tab === 'people' && (
          <Stack spacing={3}>
            <UsersTable companyId={company.id} reloadKey={changes} />
            <CsvImportPanel
              heading={t('systemAccounts.csv.importPeople')}
              help={t('systemAccounts.csv.peopleHelp')}
              url={(dryRun) => adminAccountsPaths.importUsers(company.id, dryRun)}
              onImported={changed}
            />
          </Stack>
        )}
        {tab === 'teams' && <CompanyTeamsSection companyId={company.id} />}
        {tab === 'removedProjects' && <RemovedProjectsTable companyId={company.id} onRestored={changed} />}
        {tab === 'audit' && <AuditLogTable url={adminAccountsPaths.companyAudit(company.id)} label={t('systemAccounts.company.audit')} reloadKey={changes} />}
      </Box>
    </Stack>
  );
}
