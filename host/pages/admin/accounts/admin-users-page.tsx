/** /admin/users: every person of every company; search, sort, and a company filter. */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { useAsync } from '../../../components/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { adminAccountsPaths } from './admin-accounts-paths';
import { UsersTable } from './users-table';

interface CompanyChoice {
  id: number;
  name: string;
}

export function AdminUsersPage() {
  const { t } = useTranslation('host');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  useHeaderTitle(t('systemAccounts.users.title'));
  return <UsersTable companyId={company?.id} actions={<CompanyFilter value={company} onChange={setCompany} />} />;
}

function CompanyFilter({ value, onChange }: { value: CompanyChoice | null; onChange(company: CompanyChoice | null): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [search, setSearch] = useState('');
  const choices = useAsync((signal) => http.get<CompanyChoice[]>(adminAccountsPaths.quickIndex, { signal, params: { search: search || undefined } }), [http, search]);
  return (
    <Autocomplete<CompanyChoice>
      size="small"
      sx={{ minWidth: 240 }}
      options={choices.status === 'ready' ? choices.data : []}
      loading={choices.status === 'loading'}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => <TextField {...params} label={t('systemAccounts.users.company')} placeholder={t('systemAccounts.users.anyCompany')} />}
    />
  );
}
