/**
 * Adding or editing a language model: name, API base URL, model id, purpose, API key (write-only: the server
 * never sends it back; left empty it stays as stored), default for its purpose, and the companies it serves.
 */
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LLM_PURPOSES, type LlmModel, type LlmModelCompanyAnswer, type LlmPurpose } from '../../../../core/domain/llm-model-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { FormDialog } from '../../../components/form-dialog';
import { refusalText } from '../accounts/refusal-text';
import { LlmModelCompaniesField } from './llm-model-companies-field';
import { llmModelPaths } from './llm-models-api';

interface ModelForm {
  name: string;
  base_url: string;
  model: string;
  purpose: LlmPurpose;
  api_key: string;
  remove_api_key: boolean;
  is_default: boolean;
  companies: LlmModelCompanyAnswer[];
}

const formOf = (model: LlmModel | null): ModelForm => ({
  name: model?.name ?? '',
  base_url: model?.base_url ?? 'https://api.openai.com/v1',
  model: model?.model ?? '',
  purpose: model?.purpose ?? 'chat',
  api_key: '',
  remove_api_key: false,
  is_default: model?.is_default ?? false,
  companies: model?.companies ?? [],
});

/** The body the API takes: the key only when typed (or '' to remove it), the companies without their names. */
function bodyOf(form: ModelForm) {
  const apiKey = form.remove_api_key ? '' : form.api_key.trim() || undefined;
  return {
    name: form.name.trim(),
    base_url: form.base_url.trim(),
    model: form.model.trim(),
    purpose: form.purpose,
    is_default: form.is_default,
    companies: form.companies.map(({ company_id, monthly_token_budget }) => ({ company_id, monthly_token_budget })),
    ...(apiKey === undefined ? {} : { api_key: apiKey }),
  };
}

type Props = { model: LlmModel | null; onSaved(saved: LlmModel): void; onClose(): void };

export function LlmModelFormDialog({ open, ...props }: Props & { open: boolean }) {
  return open ? <ModelFormDialog {...props} /> : null;
}

function ModelFormDialog({ model, onSaved, onClose }: Props) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [form, setForm] = useState(() => formOf(model));
  const change = (fields: Partial<ModelForm>) => setForm((current) => ({ ...current, ...fields }));
  const validate = () => {
    const missing = t('llmModels.missingFields');
    const fields = { name: form.name.trim() ? null : missing, base_url: form.base_url.trim() ? null : missing, model: form.model.trim() ? null : missing };
    return { form: Object.values(fields).some(Boolean) ? missing : null, fields };
  };
  const save = async () => {
    const body = bodyOf(form);
    onSaved(model ? await http.put<LlmModel>(llmModelPaths.one(model.id), body) : await http.post<LlmModel>(llmModelPaths.list, body));
  };

  return (
    <FormDialog
      title={model ? t('llmModels.editTitle', { name: model.name }) : t('llmModels.createTitle')}
      submitLabel={model ? t('common.save') : t('common.create')}
      maxWidth="md"
      validate={validate}
      describeError={(failure) => refusalText(failure, t)}
      onSubmit={save}
      onClose={onClose}
    >
      {({ fieldError }) => (
        <>
          <TextField label={t('llmModels.fields.name')} value={form.name} onChange={(e) => change({ name: e.target.value })} required error={!!fieldError('name')} />
          <TextField
            label={t('llmModels.fields.baseUrl')}
            value={form.base_url}
            onChange={(e) => change({ base_url: e.target.value })}
            required
            error={!!fieldError('base_url')}
            helperText={fieldError('base_url') ?? t('llmModels.fields.baseUrlHelp')}
          />
          <TextField label={t('llmModels.fields.model')} value={form.model} onChange={(e) => change({ model: e.target.value })} required error={!!fieldError('model')} helperText={t('llmModels.fields.modelHelp')} />
          <TextField select label={t('llmModels.fields.purpose')} value={form.purpose} onChange={(e) => change({ purpose: e.target.value as LlmPurpose })}>
            {LLM_PURPOSES.map((purpose) => (
              <MenuItem key={purpose} value={purpose}>
                {t(`llmModels.purposes.${purpose}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('llmModels.fields.apiKey')}
            type="password"
            autoComplete="off"
            value={form.api_key}
            disabled={form.remove_api_key}
            onChange={(e) => change({ api_key: e.target.value })}
            helperText={model?.has_api_key ? t('llmModels.fields.apiKeyStored') : t('llmModels.fields.apiKeyHelp')}
          />
          {model?.has_api_key && (
            <FormControlLabel control={<Checkbox checked={form.remove_api_key} onChange={(e) => change({ remove_api_key: e.target.checked })} />} label={t('llmModels.fields.removeApiKey')} />
          )}
          <FormControlLabel control={<Checkbox checked={form.is_default} onChange={(e) => change({ is_default: e.target.checked })} />} label={t('llmModels.fields.isDefault')} />
          <LlmModelCompaniesField value={form.companies} onChange={(companies) => change({ companies })} />
        </>
      )}
    </FormDialog>
  );
}
