/**
 * The mail templates of one area: the system's versions (/admin/email-templates) or a company's own
 * (/company/email-templates). Each template is edited with its variables listed and a live preview that
 * the server renders through the mails' own escaping, shown in a sandboxed frame.
 */
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailTemplate, EmailTemplatePreview } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { PageLoading } from '../../components/page-states';
import { useHeaderTitle } from '../../shell/header-bar';
import type { HostMessageKey } from '../../i18n/host-message-key';

const PREVIEW_DELAY_MS = 400;

/** '/api/admin' or '/api/company_admin'. */
type AreaPrefix = '/api/admin' | '/api/company_admin';

export const SystemEmailTemplatesPage = () => <EmailTemplatesPage area="/api/admin" />;
export const CompanyEmailTemplatesPage = () => <EmailTemplatesPage area="/api/company_admin" />;

function EmailTemplatesPage({ area }: { area: AreaPrefix }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [templates, setTemplates] = useState<EmailTemplate[] | null>(null);
  useHeaderTitle(t('systemSettings.emailTemplates.title'));
  useEffect(() => {
    void http.get<EmailTemplate[]>(`${area}/email_templates.json`).then(setTemplates);
  }, [http, area]);
  if (!templates) return <PageLoading />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography color="text.secondary">
        {t(area === '/api/admin' ? 'systemSettings.emailTemplates.systemIntro' : 'systemSettings.emailTemplates.companyIntro')}
      </Typography>
      {templates.map((template) => (
        <TemplateEditor key={`${template.key}-${template.source}-${template.subject}-${template.body}`} area={area} template={template} onSaved={setTemplates} />
      ))}
    </Stack>
  );
}

function TemplateEditor({ area, template, onSaved }: { area: AreaPrefix; template: EmailTemplate; onSaved(templates: EmailTemplate[]): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [failure, setFailure] = useState<unknown>(null);
  const [preview, setPreview] = useState<EmailTemplatePreview | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const name = t(`systemSettings.emailTemplates.keys.${template.key}`);
  const ownSource = area === '/api/admin' ? 'system' : 'company';

  useEffect(() => {
    const timer = setTimeout(() => {
      http
        .post<EmailTemplatePreview>(`${area}/email_templates/preview.json`, { key: template.key, subject, body }, { skipStatusHandling: true })
        .then(setPreview, () => setPreview(null));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [http, area, template.key, subject, body]);

  const send = async (update: object, done: HostMessageKey) => {
    setFailure(null);
    try {
      onSaved(await http.put<EmailTemplate[]>(`${area}/email_templates.json`, { key: template.key, ...update }, { skipStatusHandling: true }));
      snackbar.show(t(done));
    } catch (error) {
      setFailure(error);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send({ subject, body }, 'systemSettings.emailTemplates.saved');
  };
  const problemOf = (field: string) => (failure ? fieldError(failure, field, t) : null);
  const headingId = `template-${template.key}-heading`;

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack component="form" spacing={2} onSubmit={save} noValidate sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={headingId} variant="h6" component="h2">
              {name}
            </Typography>
            <Chip size="small" label={t(`systemSettings.emailTemplates.source.${template.source}`)} />
          </Stack>
          <Typography color="text.secondary">{template.description}</Typography>
          <Typography variant="body2">{t('systemSettings.emailTemplates.variables', { list: template.variables.map((variable) => `{{${variable}}}`).join(', ') })}</Typography>
          {failure !== null && !problemOf('subject') && !problemOf('body') && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
          <TextField
            label={t('systemSettings.emailTemplates.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(problemOf('subject'))}
            helperText={problemOf('subject')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('systemSettings.emailTemplates.body')}
            value={body}
            multiline
            minRows={8}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(problemOf('body'))}
            helperText={problemOf('body')}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {t('systemSettings.emailTemplates.save')}
            </Button>
            {template.source === ownSource && <Button onClick={() => setConfirmingReset(true)}>{t('systemSettings.emailTemplates.reset')}</Button>}
          </Stack>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="subtitle2">{t('systemSettings.emailTemplates.preview')}</Typography>
          {preview && (
            <>
              <Typography variant="body2">
                <strong>{t('systemSettings.emailTemplates.subject')}:</strong> {preview.subject}
              </Typography>
              {/* The server escapes every value; the empty sandbox also keeps scripts and links inert. */}
              <Box
                component="iframe"
                title={t('systemSettings.emailTemplates.previewFrame', { name })}
                sandbox=""
                srcDoc={preview.html}
                sx={{ border: 1, borderColor: 'divider', width: '100%', minHeight: 320 }}
              />
            </>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmingReset}
        title={t('systemSettings.emailTemplates.reset')}
        body={t('systemSettings.emailTemplates.resetConfirm', { name })}
        confirmLabel={t('systemSettings.emailTemplates.reset')}
        onConfirm={async () => {
          setConfirmingReset(false);
          await send({ reset: true }, 'systemSettings.emailTemplates.wasReset');
        }}
        onClose={() => setConfirmingReset(false)}
      />
    </Paper>
  );
}
