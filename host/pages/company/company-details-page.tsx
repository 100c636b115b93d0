import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITY_LABEL_MAX_LENGTH } from '../../../core/domain/entity-map';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { CompanyAdminView } from '../../../core/domain/company-admin-types';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useHeaderTitle } from '../../shell/header-bar';
import { AuditLogList } from './audit-log-list';
import { CompanyLogoAndLicences } from './company-logo-and-licences';
import { CompanyProfileForm } from './company-profile-form';
import { ENTITY_KEYS, LABEL_FORMS, labelFormOf, labelProblems, trimmedLabels, type LabelForm } from './entity-labels-form';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

/**
 * The company admin's page of the company: name, login page, embed hosts, logo, licences and trial end,
 * the names the company gives its registries' things, and the company's audit log.
 */
export function CompanyDetailsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const companies = useService(CurrentCompanyStore);
  const company = useObservable(companies.company$, () => companies.company);
  const admin = useAsync((signal) => http.get<CompanyAdminView>(COMPANY_ADMIN_PATHS.company, { signal }), [http]);
  useHeaderTitle(t('companyDetails.title'));
  if (!company || admin.status === 'loading') return <PageLoading />;
  if (admin.status === 'error') return <ErrorState message={describeHttpError(admin.error, t)} onRetry={admin.reload} />;
  // The header bar shows the page's title as its heading.
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <CompanyProfileForm key={`profile-${company.id}`} company={admin.data} onSaved={admin.reload} />
      <CompanyLogoAndLicences company={admin.data} onChanged={admin.reload} />
      <EntityLabelsForm key={company.id} saved={labelFormOf(company.entity_map)} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2">{t('companyAdmin.audit.heading')}</Typography>
        <AuditLogList reloadKey={admin.data} />
      </Paper>
    </Stack>
  );
}

function EntityLabelsForm({ saved }: { saved: LabelForm }) {
  const { t } = useTranslation('host');
  const companies = useService(CurrentCompanyStore);
  const snackbar = useService(SuccessSnackbar);
  const [form, setForm] = useState(saved);
  const [showProblems, setShowProblems] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = labelProblems(form);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    setError(null);
    if (Object.keys(problems).length > 0) {
      setError(t('companyDetails.invalid'));
      return;
    }
    setBusy(true);
    try {
      await companies.update({ entity_map: trimmedLabels(form) });
      snackbar.show(t('companyDetails.saved'));
      setShowProblems(false);
    } catch (failure) {
      setError(fieldError(failure, 'entity_map', t) ?? describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const change = (key: string, which: (typeof LABEL_FORMS)[number], text: string) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], [which]: text } }));

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate aria-labelledby="entity-labels-heading">
        <Typography id="entity-labels-heading" variant="h6" component="h2">
          {t('companyDetails.labelsHeading')}
        </Typography>
        <Typography color="text.secondary">{t('companyDetails.labelsIntro')}</Typography>
        {ENTITY_KEYS.map((key) => {
          // The kernel's entity map names its entities by any string.
          const entity = untypedKeys(t)(`companyDetails.entities.${key}`);
          return (
            <Box key={key} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {entity}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {LABEL_FORMS.map((which) => {
                const problem = showProblems ? problems[`${key}.${which}`] : undefined;
                return (
                  <TextField
                    key={which}
                    fullWidth
                    required
                    label={t(`companyDetails.${which}`, { entity })}
                    value={form[key][which]}
                    onChange={(event) => change(key, which, event.target.value)}
                    error={problem !== undefined}
                    helperText={problem ? t(`companyDetails.${problem}`, { count: ENTITY_LABEL_MAX_LENGTH }) : ' '}
                  />
                );
              })}
              </Stack>
            </Box>
          );
        })}
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
