/** /admin/companies: every company, a page at a time (search, sort), and "New company". */
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminCompany } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ServerTable } from '../../../components/admin/server-table';
import { FormDialog } from '../../../components/form-dialog';
import { useHeaderTitle } from '../../../shell/header-bar';
import { adminAccountsPaths, adminCompanyPage } from './admin-accounts-paths';
import { CompanyFormFields, companyInputOf, EMPTY_COMPANY_FORM } from './company-form-fields';
import { refusalText } from './refusal-text';

export function AdminCompaniesPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useHeaderTitle(t('systemAccounts.companies.title'));
  const columns: GridColDef<AdminCompany>[] = [
    { field: 'name', headerName: t('systemAccounts.companies.columns.name'), flex: 1, minWidth: 180 },
    { field: 'user_count', headerName: t('systemAccounts.companies.columns.users'), width: 100, type: 'number' },
    {
      field: 'licences_used',
      headerName: t('systemAccounts.companies.columns.licences'),
      width: 140,
      valueGetter: (_value, row) => t('systemAccounts.companies.licencesOf', { used: row.licences_used, count: row.licence_count }),
    },
    { field: 'trial_ends_at', headerName: t('systemAccounts.companies.columns.trialEnds'), width: 130, valueFormatter: (value: string | null) => value?.slice(0, 10) ?? '' },
    { field: 'active', headerName: t('systemAccounts.companies.columns.active'), width: 90, type: 'boolean' },
  ];
  return (
    <>
      <ServerTable<AdminCompany>
        url={adminAccountsPaths.companies}
        columns={columns}
        label={t('systemAccounts.companies.title')}
        searchLabel={t('systemAccounts.companies.search')}
        emptyText={t('systemAccounts.companies.empty')}
        onRowClick={(company) => void navigate(adminCompanyPage(company.id))}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('systemAccounts.companies.create')}
          </Button>
        }
      />
      {creating && <NewCompanyDialog onClose={() => setCreating(false)} onCreated={(company) => void navigate(adminCompanyPage(company.id))} />}
    </>
  );
}

function NewCompanyDialog({ onClose, onCreated }: { onClose(): void; onCreated(company: AdminCompany): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [form, setForm] = useState(EMPTY_COMPANY_FORM);
  const input = companyInputOf(form);
  const create = async () => {
    if (!input) return;
    const company = await http.post<AdminCompany>(adminAccountsPaths.companies, input);
    snackbar.show(t('systemAccounts.companies.created', { name: company.name }));
    onCreated(company);
  };
  return (
    <FormDialog
      title={t('systemAccounts.companies.createTitle')}
      submitLabel={t('common.create')}
      submitDisabled={!input}
      maxWidth="xs"
      describeError={(failure) => refusalText(failure, t)}
      onSubmit={create}
      onClose={onClose}
    >
      <CompanyFormFields form={form} onChange={setForm} />
    </FormDialog>
  );
}
