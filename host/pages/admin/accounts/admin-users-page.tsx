/** /admin/users: every person of every company; search, sort, and a company filter, all kept in the URL. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { TABLE_PAGE_FIELD } from '../../../components/admin/server-table-url-state';
import { idField } from '../../../components/list-url-state';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useListUrlState } from '../../../components/use-list-url-state';
import { useHeaderTitle } from '../../../shell/header-bar';
import { adminAccountsPaths } from './admin-accounts-paths';
import { CompanyFilter, type CompanyChoice } from './company-filter';
import { UsersTable } from './users-table';

const FILTER_FIELDS = { company: idField('company'), page: TABLE_PAGE_FIELD } as const;

export function AdminUsersPage() {
  const { t } = useTranslation('host');
  const [{ company: companyId }, show] = useListUrlState(FILTER_FIELDS);
  const company = useCompanyChoice(companyId);
  useHeaderTitle(t('systemAccounts.users.title'));
  return (
    <UsersTable
      companyId={companyId}
      actions={
        <CompanyFilter
          value={company.choice}
          onChange={(chosen) => {
            company.remember(chosen);
            show({ company: chosen?.id, page: 1 });
          }}
        />
      }
    />
  );
}

/** The company the URL names, with its name: the one just chosen, or (from a link) asked of the server. */
function useCompanyChoice(companyId: number | undefined) {
  const http = useService(HttpClient);
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const known = chosen?.id === companyId;
  const named = useAsync(
    (signal) =>
      companyId === undefined || known ? Promise.resolve(null) : http.get<AdminCompany>(adminAccountsPaths.company(companyId), { signal }),
    [http, companyId, known],
  );
  const loaded = named.status === 'ready' && named.data ? { id: named.data.id, name: named.data.name } : null;
  return {
    choice: known ? chosen : loaded,
    remember: setChosen,
  };
}
