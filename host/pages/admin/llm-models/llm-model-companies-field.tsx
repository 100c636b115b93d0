/** The companies a model is enabled for, each with its monthly token budget (empty: no limit); companies added by search. */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LlmModelCompanyAnswer } from '../../../../core/domain/llm-model-types';
import { CompanyFilter } from '../accounts/company-filter';

interface Props {
  value: readonly LlmModelCompanyAnswer[];
  onChange(companies: LlmModelCompanyAnswer[]): void;
}

export function LlmModelCompaniesField({ value, onChange }: Props) {
  const { t } = useTranslation('host');
  const setBudget = (companyId: number, text: string) =>
    onChange(value.map((c) => (c.company_id === companyId ? { ...c, monthly_token_budget: text === '' ? null : Math.max(0, Math.round(Number(text))) } : c)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('llmModels.fields.companies')}</Typography>
      {value.length === 0 && <Typography color="text.secondary" variant="body2">{t('llmModels.fields.noCompanies')}</Typography>}
      {value.map((company) => (
        <Stack key={company.company_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1 }}>{company.company_name}</Typography>
          <TextField
            size="small"
            type="number"
            label={t('llmModels.fields.budget')}
            value={company.monthly_token_budget ?? ''}
            placeholder={t('llmModels.fields.noLimit')}
            onChange={(event) => setBudget(company.company_id, event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1000 }, inputLabel: { shrink: true } }}
          />
          <IconButton aria-label={t('llmModels.fields.removeCompany', { name: company.company_name })} onClick={() => onChange(value.filter((c) => c.company_id !== company.company_id))}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <CompanyFilter
        value={null}
        onChange={(chosen) => {
          if (chosen && !value.some((c) => c.company_id === chosen.id)) onChange([...value, { company_id: chosen.id, company_name: chosen.name, monthly_token_budget: null }]);
        }}
      />
    </Stack>
  );
}
