import { Alert, Box, Chip, LinearProgress, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LLM_BUDGETS_PATH, type CompanyLlmBudget } from '../../../core/domain/llm-model-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { ErrorState, PageLoading } from '../../components/page-states';
import { llmBudgetLevel } from './llm-budget-level';

function BudgetRow({ budget }: { budget: CompanyLlmBudget }) {
  const { t, i18n } = useTranslation('host');
  const count = (n: number) => n.toLocaleString(i18n.language);
  const level = budget.limit === null ? null : llmBudgetLevel(budget.used, budget.limit);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {budget.model_name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`llmModels.purposes.${budget.purpose}`)} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {budget.limit === null
            ? t('statistics.budgets.usedNoLimit', { used: count(budget.used) })
            : t('statistics.budgets.used', { used: count(budget.used), limit: count(budget.limit) })}
        </Typography>
      </Stack>
      {level ? (
        <>
          <LinearProgress
            variant="determinate"
            value={level.percent}
            color={level.colour}
            aria-label={t('statistics.budgets.progress', { name: budget.model_name })}
            sx={{ mt: 1, height: 8, borderRadius: 1 }}
          />
          {level.colour === 'error' && (
            <Typography variant="caption" color="error">
              {t('statistics.budgets.spent')}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('statistics.budgets.noLimit')}
        </Typography>
      )}
    </ListItem>
  );
}

/**
 * The company admin's view of the language models their company reaches: this month's tokens against each model's
 * monthly budget, so a spent budget (the assistant refuses) is seen before users report it.
 */
export function CompanyLlmBudgets() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const titleId = useId();
  const budgets = useAsync((signal) => http.get<CompanyLlmBudget[]>(COMPANY_LLM_BUDGETS_PATH, { signal }), [http]);
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('statistics.budgets.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('statistics.budgets.intro')}
      </Typography>
      {budgets.status === 'loading' && <PageLoading label={t('statistics.budgets.loading')} />}
      {budgets.status === 'error' && <ErrorState message={t('statistics.budgets.loadFailed')} onRetry={budgets.reload} />}
      {budgets.status === 'ready' && budgets.data.length === 0 && <Alert severity="info">{t('statistics.budgets.empty')}</Alert>}
      {budgets.status === 'ready' && budgets.data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('statistics.budgets.title')}>
            {budgets.data.map((budget, index) => (
              // Names need not be unique (an enabled model may share the chatbot model's name); the list never reorders.
              <BudgetRow key={index} budget={budget} />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
