import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { useAsync } from '../../../../sdk/ui/use-async';
import { adminAccountsPaths } from './admin-accounts-paths';

export interface CompanyChoice {
  id: number;
  name: string;
}

/** The system admin's choice of one company (searched as they type), or of every company when empty. */
export function CompanyFilter({ value, onChange }: { value: CompanyChoice | null; onChange(company: CompanyChoice | null): void }) {
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
