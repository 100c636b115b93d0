/** /admin/llm-models: the language models the server calls; add, edit, test the connection and delete them. */
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LlmConnectionTest, LlmModel } from '../../../../core/domain/llm-model-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError } from '../../../components/http-error-message';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { refusalText } from '../accounts/refusal-text';
import { AdminListPage, EditDeleteButtons } from '../admin-list-page';
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

  return (
    <AdminListPage
      items={models}
      labels={{ title: t('llmModels.title'), loading: t('llmModels.loading'), create: t('llmModels.create'), empty: t('llmModels.empty') }}
      onCreate={() => setEditing('new')}
      maxWidth={1100}
      intro={<Typography color="text.secondary">{t('llmModels.intro')}</Typography>}
      status={
        outcome && (
          <Alert severity={outcome.result.ok ? 'success' : 'error'} onClose={() => setOutcome(null)} role="status">
            {t(outcome.result.ok ? 'llmModels.testOk' : 'llmModels.testFailed', { name: outcome.name, message: outcome.result.message })}
          </Alert>
        )
      }
      columns={[
        {
          header: t('llmModels.columns.name'),
          cell: (model) => (
            <>
              {model.name}
              {model.is_default && (
                <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
                  {t('llmModels.default')}
                </Typography>
              )}
            </>
          ),
        },
        { header: t('llmModels.columns.model'), cell: (model) => model.model, sx: { fontFamily: 'monospace' } },
        { header: t('llmModels.columns.purpose'), cell: (model) => t(`llmModels.purposes.${model.purpose}`) },
        { header: t('llmModels.columns.apiKey'), cell: (model) => (model.has_api_key ? t('llmModels.keyStored') : t('llmModels.noKey')) },
        { header: t('llmModels.columns.companies'), cell: (model) => t('llmModels.companyCount', { count: model.companies.length }) },
        {
          header: t('llmModels.columns.actions'),
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          cell: (model) => (
            <>
              <Button size="small" startIcon={<NetworkCheck />} disabled={testing !== null} onClick={() => void test(model)}>
                {testing === model.id ? t('llmModels.testing') : t('llmModels.test')}
              </Button>
              <EditDeleteButtons
                editLabel={t('llmModels.edit', { name: model.name })}
                deleteLabel={t('llmModels.delete', { name: model.name })}
                onEdit={() => setEditing(model)}
                onDelete={() => setDeleting(model)}
              />
            </>
          ),
        },
      ]}
    >
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
    </AdminListPage>
  );
}
