/** /admin/users: every person of every company; search, sort, and a company filter. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderTitle } from '../../../shell/header-bar';
import { CompanyFilter, type CompanyChoice } from './company-filter';
import { UsersTable } from './users-table';

export function AdminUsersPage() {
  const { t } = useTranslation('host');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  useHeaderTitle(t('systemAccounts.users.title'));
  return <UsersTable companyId={company?.id} actions={<CompanyFilter value={company} onChange={setCompany} />} />;
}
