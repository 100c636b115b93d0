/**
 * The company's name, login page URL, allowed embed hosts (who may frame its embeds) and allowed suite hosts
 * (what its embedded suite modules may frame), saved through the current company store.
 */
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAdminView } from '../../../core/domain/company-admin-types';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';

const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

export function CompanyProfileForm({ company, onSaved }: { company: CompanyAdminView; onSaved(): void }) {
  const { t } = useTranslation('host');
  const companies = useService(CurrentCompanyStore);
  const snackbar = useService(SuccessSnackbar);
  const [name, setName] = useState(company.name);
  const [loginPageUrl, setLoginPageUrl] = useState(company.login_page_url ?? '');
  const [embedHosts, setEmbedHosts] = useState(company.embed_hosts.join('\n'));
  const [suiteHosts, setSuiteHosts] = useState(company.suite_hosts.join('\n'));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await companies.update({ name: name.trim(), login_page_url: loginPageUrl.trim() || null, embed_hosts: linesOf(embedHosts), suite_hosts: linesOf(suiteHosts) });
      snackbar.show(t('companyAdmin.details.saved'));
      onSaved();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const hostProblemOf = (field: 'embed_hosts' | 'suite_hosts', text: string) =>
    error ? linesOf(text).map((_, index) => fieldError(error, `${field}/${index}`, t)).find(Boolean) : null;
  const hostProblem = hostProblemOf('embed_hosts', embedHosts);
  const suiteHostProblem = hostProblemOf('suite_hosts', suiteHosts);
  const otherProblem = error && !hostProblem && !suiteHostProblem && !fieldError(error, 'name', t) && !fieldError(error, 'login_page_url', t) ? describeHttpError(error, t) : null;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate aria-labelledby="company-profile-heading">
        <Typography id="company-profile-heading" variant="h6" component="h2">
          {t('companyAdmin.details.heading')}
        </Typography>
        <TextField label={t('companyAdmin.details.name')} value={name} onChange={(e) => setName(e.target.value)} required error={!!fieldError(error, 'name', t)} helperText={fieldError(error, 'name', t)} />
        <TextField
          label={t('companyAdmin.details.loginPageUrl')}
          value={loginPageUrl}
          onChange={(e) => setLoginPageUrl(e.target.value)}
          type="url"
          error={!!fieldError(error, 'login_page_url', t)}
          helperText={fieldError(error, 'login_page_url', t) ?? t('companyAdmin.details.loginPageHelp')}
        />
        <TextField
          label={t('companyAdmin.details.embedHosts')}
          value={embedHosts}
          onChange={(e) => setEmbedHosts(e.target.value)}
          multiline
          minRows={2}
          error={!!hostProblem}
          helperText={hostProblem ?? t('companyAdmin.details.embedHostsHelp')}
        />
        <TextField
          label={t('companyAdmin.details.suiteHosts')}
          value={suiteHosts}
          onChange={(e) => setSuiteHosts(e.target.value)}
          multiline
          minRows={2}
          error={!!suiteHostProblem}
          helperText={suiteHostProblem ?? t('companyAdmin.details.suiteHostsHelp')}
        />
        {otherProblem && <Alert severity="error">{otherProblem}</Alert>}
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('common.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
