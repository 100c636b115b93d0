/**
 * /admin/system: the system settings of data-layer.md §3 (title, support address, terms link and text,
 * browser tab text, tours) and the favicon. After a save the system store loads again, so the tab text and
 * the icon change at once; everyone else sees them on their next load.
 */
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemSettings, SystemSettingsInput } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { SystemStore } from '../../../core/services/system-store';
import { useService } from '../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { PageLoading } from '../../components/page-states';
import { useHeaderTitle } from '../../shell/header-bar';
import { FilePicker } from '../../../sdk/ui/file-picker';
import type { HostMessageKey } from '../../i18n/host-message-key';

const SETTINGS_PATH = '/api/admin/systems.json';
const TEXT_FIELDS = ['system_title', 'support_email', 'eula_link', 'browser_tab_text'] as const;
const LABEL_KEYS: Record<(typeof TEXT_FIELDS)[number], HostMessageKey> = {
  system_title: 'systemSettings.system.systemTitle',
  support_email: 'systemSettings.system.supportEmail',
  eula_link: 'systemSettings.system.eulaLink',
  browser_tab_text: 'systemSettings.system.browserTabText',
};

export function SystemSettingsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [settings, setSettings] = useState<SystemSettings | null>(null);
  useHeaderTitle(t('systemSettings.system.title'));
  useEffect(() => {
    void http.get<SystemSettings>(SETTINGS_PATH).then(setSettings);
  }, [http]);
  if (!settings) return <PageLoading />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <SettingsForm saved={settings} onSaved={setSettings} />
      <FaviconForm settings={settings} onSaved={setSettings} />
    </Stack>
  );
}

function SettingsForm({ saved, onSaved }: { saved: SystemSettings; onSaved(settings: SystemSettings): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const systems = useService(SystemStore);
  const snackbar = useService(SuccessSnackbar);
  const [form, setForm] = useState<Required<SystemSettingsInput>>(() => ({
    system_title: saved.system_title,
    support_email: saved.support_email,
    eula_link: saved.eula_link,
    browser_tab_text: saved.browser_tab_text,
    show_application_tours: saved.show_application_tours,
    terms_text: saved.terms_text,
  }));
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await http.put<SystemSettings>(SETTINGS_PATH, form, { skipStatusHandling: true }));
      await systems.load();
      snackbar.show(t('systemSettings.system.saved'));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const problemOf = (field: string) => (failure ? fieldError(failure, field, t) : null);

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate aria-labelledby="system-general-heading">
        <Typography id="system-general-heading" variant="h6" component="h2">
          {t('systemSettings.system.general')}
        </Typography>
        {failure !== null && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABEL_KEYS[field])}
            value={form[field]}
            required
            type={field === 'support_email' ? 'email' : 'text'}
            onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(problemOf(field))}
            helperText={problemOf(field) ?? (field === 'eula_link' ? t('systemSettings.system.eulaLinkHelp') : undefined)}
          />
        ))}
        <FormControlLabel
          control={<Switch checked={form.show_application_tours} onChange={(event) => setForm((current) => ({ ...current, show_application_tours: event.target.checked }))} />}
          label={t('systemSettings.system.showTours')}
        />
        <TextField
          label={t('systemSettings.system.termsText')}
          value={form.terms_text}
          multiline
          minRows={6}
          onChange={(event) => setForm((current) => ({ ...current, terms_text: event.target.value }))}
          error={Boolean(problemOf('terms_text'))}
          helperText={problemOf('terms_text') ?? t('systemSettings.system.termsHelp')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('systemSettings.system.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function FaviconForm({ settings, onSaved }: { settings: SystemSettings; onSaved(settings: SystemSettings): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const systems = useService(SystemStore);
  const snackbar = useService(SuccessSnackbar);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async (request: Promise<SystemSettings>) => {
    setFailure(null);
    try {
      onSaved(await request);
      await systems.load();
      snackbar.show(t('systemSettings.system.faviconSaved'));
    } catch (error) {
      setFailure(error);
    }
  };
  const upload = (file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    void send(http.post<SystemSettings>('/api/admin/systems/upload_image.json', form, { skipStatusHandling: true }));
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} aria-labelledby="system-favicon-heading" component="section">
        <Typography id="system-favicon-heading" variant="h6" component="h2">
          {t('systemSettings.system.favicon')}
        </Typography>
        <Typography color="text.secondary">{t('systemSettings.system.faviconHelp')}</Typography>
        {failure !== null && <Alert severity="error">{fieldError(failure, 'image', t) ?? describeHttpError(failure, t)}</Alert>}
        {settings.favicon_image ? (
          <Box component="img" src={settings.favicon_image} alt={t('systemSettings.system.faviconAlt')} sx={{ width: 32, height: 32 }} />
        ) : (
          <Typography>{t('systemSettings.system.noFavicon')}</Typography>
        )}
        <Stack direction="row" spacing={1}>
          <FilePicker accept="image/png,image/x-icon,image/vnd.microsoft.icon,image/svg+xml,image/gif,image/jpeg,image/webp,.ico" onFile={upload}>
            {t('systemSettings.system.uploadFavicon')}
          </FilePicker>
          {settings.favicon_image && (
            <Button color="error" onClick={() => void send(http.post<SystemSettings>('/api/admin/systems/remove_image.json', {}))}>
              {t('systemSettings.system.removeFavicon')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
