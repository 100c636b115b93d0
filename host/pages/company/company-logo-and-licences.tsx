/** The company's logo (upload, remove after a confirmation) and its licences and trial end (read-only). */
import { Alert, Avatar, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentCompany } from '../../../core/domain/api-types';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyAdminView } from '../../../core/domain/company-admin-types';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { FilePicker } from '../../../sdk/ui/file-picker';

export function CompanyLogoAndLicences({ company, onChanged }: { company: CompanyAdminView; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const companies = useService(CurrentCompanyStore);
  const logo = useFileUrl(company.logo);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const took = (answer: CurrentCompany) => {
    companies.replace(answer);
    onChanged();
  };
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    setBusy(true);
    setError(null);
    try {
      took(await http.post<CurrentCompany>(COMPANY_ADMIN_PATHS.uploadLogo, form));
    } catch (failure) {
      setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">{t('companyAdmin.details.logo')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {logo && <Avatar variant="rounded" src={logo} alt={t('companyAdmin.details.logoAlt')} sx={{ width: 72, height: 72 }} />}
          <FilePicker accept="image/png,image/jpeg,image/webp,image/gif" loading={busy} onFile={(file) => void upload(file)}>
            {t('companyAdmin.details.uploadLogo')}
          </FilePicker>
          {company.logo && <Button color="error" onClick={() => setConfirming(true)}>{t('companyAdmin.details.removeLogo')}</Button>}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <Typography variant="h6" component="h2">{t('companyAdmin.details.licences')}</Typography>
        <Typography>{t('companyAdmin.details.licencesUsed', { used: company.licences_used, count: company.licence_count })}</Typography>
        <Typography>{company.trial_ends_at ? t('companyAdmin.details.trialEnds', { date: formatDateTime(company.trial_ends_at) }) : t('companyAdmin.details.noTrial')}</Typography>
        <Typography color="text.secondary">{t('companyAdmin.details.licencesHelp')}</Typography>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('companyAdmin.details.removeLogoTitle')}
        body={t('companyAdmin.details.removeLogoBody')}
        confirmLabel={t('companyAdmin.details.removeLogo')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          took(await http.post<CurrentCompany>(COMPANY_ADMIN_PATHS.removeLogo));
          setConfirming(false);
        }}
      />
    </Paper>
  );
}
