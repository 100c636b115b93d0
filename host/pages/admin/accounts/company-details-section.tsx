/**
 * A company's details on its system admin page: name, licences, trial end and active (saved together),
 * the logo, and the company-wide actions: clone (saying what is copied) and delete (saying it is final,
 * and refused by the server while people or projects remain).
 */
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminCompany } from '../../../../core/domain/admin-accounts';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NameDialog } from '../../../components/name-dialog';
import { AccountImageField } from './account-image-field';
import { adminAccountsPaths, adminCompanyPage } from './admin-accounts-paths';
import { CompanyFormFields, companyFormOf, companyInputOf } from './company-form-fields';
import { refusalText } from './refusal-text';

const COMPANIES_PAGE = '/admin/companies';

export function CompanyDetailsSection({ company, onChanged }: { company: AdminCompany; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const [form, setForm] = useState(() => companyFormOf(company));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<'clone' | 'delete' | null>(null);
  const input = companyInputOf(form);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!input) return;
    setBusy(true);
    setError(null);
    try {
      await http.put(adminAccountsPaths.company(company.id), input);
      snackbar.show(t('systemAccounts.company.saved'));
      onChanged();
    } catch (failure) {
      setError(refusalText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const clone = async (name: string) => {
    const copy = await http.post<AdminCompany>(adminAccountsPaths.clone(company.id), { name });
    snackbar.show(t('systemAccounts.company.cloned', { name: copy.name }));
    setAction(null);
    await navigate(adminCompanyPage(copy.id));
  };
  const remove = async () => {
    await http.delete(adminAccountsPaths.company(company.id));
    snackbar.show(t('systemAccounts.company.deleted'));
    await navigate(COMPANIES_PAGE);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Stack component="form" spacing={2} onSubmit={save} noValidate sx={{ maxWidth: 480 }}>
          <CompanyFormFields form={form} onChange={setForm} />
          <Typography color="text.secondary">
            {t('systemAccounts.company.licencesUsed', { used: company.licences_used, count: company.licence_count })}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <div>
            <Button type="submit" variant="contained" loading={busy} disabled={!input}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
        <AccountImageField
          heading={t('systemAccounts.company.logo')}
          image={company.logo}
          uploadUrl={adminAccountsPaths.uploadLogo(company.id)}
          removeUrl={adminAccountsPaths.removeLogo(company.id)}
          onChanged={onChanged}
        />
        <Stack direction="row" spacing={1}>
          <Button startIcon={<ContentCopyOutlined />} onClick={() => setAction('clone')}>
            {t('systemAccounts.company.clone')}
          </Button>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setAction('delete')}>
            {t('systemAccounts.company.delete')}
          </Button>
        </Stack>
      </Stack>
      {action === 'clone' && (
        <NameDialog
          open
          title={t('systemAccounts.company.cloneTitle', { name: company.name })}
          intro={t('systemAccounts.company.cloneBody')}
          initialName={t('systemAccounts.company.cloneDefaultName', { name: company.name })}
          submitLabel={t('systemAccounts.company.clone')}
          onSubmit={clone}
          onClose={() => setAction(null)}
        />
      )}
      <ConfirmDialog
        open={action === 'delete'}
        title={t('systemAccounts.company.deleteTitle', { name: company.name })}
        body={t('systemAccounts.company.deleteBody')}
        confirmLabel={t('systemAccounts.company.delete')}
        onConfirm={remove}
        onClose={() => setAction(null)}
        describeError={(failure) => refusalText(failure, t)}
      />
    </Paper>
  );
}
