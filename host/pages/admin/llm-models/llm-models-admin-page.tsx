/** /admin/llm-models: the language models the server calls; add, edit, test the connection and delete them. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import { Alert, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LlmConnectionTest, LlmModel } from '../../../../core/domain/llm-model-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../components/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { refusalText } from '../accounts/refusal-text';
import { LlmModelFormDialog } from './llm-model-form-dialog';
import { llmModelPaths } from './llm-models-api';

type Editing = 'new' | LlmModel | null;

/** The outcome of the last connection test, shown above the table. */
interface TestOutcome {
  name: string;
  result: LlmConnectionTest;
}

export function LlmModelsAdminPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LlmModel | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const models = useAsync((signal) => http.get<LlmModel[]>(llmModelPaths.list, { signal }), [http]);
  useHeaderTitle(t('llmModels.title'));

  const saved = (model: LlmModel) => {
    snackbar.show(editing === 'new' ? t('llmModels.created', { name: model.name }) : t('llmModels.saved'));
    setEditing(null);
    models.reload();
  };
  const remove = async (model: LlmModel) => {
    await http.delete(llmModelPaths.one(model.id));
    snackbar.show(t('llmModels.deleted'));
    setDeleting(null);
    models.reload();
  };
  const test = async (model: LlmModel) => {
    setTesting(model.id);
    setOutcome(null);
    try {
      setOutcome({ name: model.name, result: await http.post<LlmConnectionTest>(llmModelPaths.testConnection(model.id)) });
    } catch (error) {
      setOutcome({ name: model.name, result: { ok: false, message: describeHttpError(error, t) } });
    } finally {
      setTesting(null);
    }
  };

  if (models.status === 'loading') return <PageLoading label={t('llmModels.loading')} />;
  if (models.status === 'error') return <ErrorState message={describeHttpError(models.error, t)} onRetry={models.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography color="text.secondary">{t('llmModels.intro')}</Typography>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('llmModels.create')}
        </Button>
      </div>
      {outcome && (
        <Alert severity={outcome.result.ok ? 'success' : 'error'} onClose={() => setOutcome(null)} role="status">
          {t(outcome.result.ok ? 'llmModels.testOk' : 'llmModels.testFailed', { name: outcome.name, message: outcome.result.message })}
        </Alert>
      )}
      {models.data.length === 0 ? (
        <Typography color="text.secondary">{t('llmModels.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('llmModels.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('llmModels.columns.name')}</TableCell>
                <TableCell>{t('llmModels.columns.model')}</TableCell>
                <TableCell>{t('llmModels.columns.purpose')}</TableCell>
                <TableCell>{t('llmModels.columns.apiKey')}</TableCell>
                <TableCell>{t('llmModels.columns.companies')}</TableCell>
                <TableCell align="right">{t('llmModels.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {models.data.map((model) => (
                <TableRow key={model.id} hover>
                  <TableCell>
                    {model.name}
                    {model.is_default && (
                      <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
                        {t('llmModels.default')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{model.model}</TableCell>
                  <TableCell>{t(`llmModels.purposes.${model.purpose}`)}</TableCell>
                  <TableCell>{model.has_api_key ? t('llmModels.keyStored') : t('llmModels.noKey')}</TableCell>
                  <TableCell>{t('llmModels.companyCount', { count: model.companies.length })}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<NetworkCheck />} disabled={testing !== null} onClick={() => void test(model)}>
                      {testing === model.id ? t('llmModels.testing') : t('llmModels.test')}
                    </Button>
                    <IconButton onClick={() => setEditing(model)} aria-label={t('llmModels.edit', { name: model.name })}>
                      <EditOutlined />
                    </IconButton>
                    <IconButton color="error" onClick={() => setDeleting(model)} aria-label={t('llmModels.delete', { name: model.name })}>
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LlmModelFormDialog open={editing !== null} model={editing === 'new' ? null : editing} onSaved={saved} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('llmModels.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('llmModels.deleteText')}
        confirmLabel={t('llmModels.deleteConfirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        describeError={(failure) => refusalText(failure, t)}
      />
    </Stack>
  );
}
