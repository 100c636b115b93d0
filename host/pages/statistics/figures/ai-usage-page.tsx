/**
 * AI requests of the period: stacked bars per day and model, and the totals per company and model. A company admin
 * also sees this month's language model budgets.
 */
import { Stack } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AiUsage, AiUsageTotal } from '../../../../core/domain/statistics-types';
import { requestsPerModel } from '../ai-usage-series';
import { CompanyLlmBudgets } from '../company-llm-budgets';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

export function AiUsagePage(page: FigurePageProps) {
  const { t, frame, formatCount } = useFigurePage<AiUsage>(page, 'dates');
  const columns: FigureColumn<AiUsageTotal>[] = [
    ...(page.companyFilter ? [{ header: t('statistics.columns.company'), text: (total: AiUsageTotal) => total.company_name }] : []),
    { header: t('statistics.columns.model'), text: (total) => total.model },
    { header: t('statistics.columns.requests'), text: (total) => String(total.requests), numeric: true },
    { header: t('statistics.columns.tokensIn'), text: (total) => String(total.tokens_in), numeric: true },
    { header: t('statistics.columns.tokensOut'), text: (total) => String(total.tokens_out), numeric: true },
  ];
  const usage = (
    <StatisticsFrame
      {...frame}
      rows={(data) => data.totals}
      rowKey={(total) => `${total.company_id}-${total.model}`}
      columns={columns}
      chart={(data, totals) => {
        const { dates, models } = requestsPerModel(data);
        return {
          summary: t('statistics.ai.chartSummary', { from: data.from, to: data.to, requests: formatCount(totals.reduce((sum, total) => sum + total.requests, 0)) }),
          node: (
            <BarChart
              height={320}
              xAxis={[{ scaleType: 'band', data: dates }]}
              yAxis={[{ min: 0, tickMinStep: 1 }]}
              series={models.map(({ model, requests }) => ({ data: requests, label: model, stack: 'requests' }))}
            />
          ),
        };
      }}
    />
  );
  // The company twin (no company filter) is the company admin's own company: its budgets sit under its usage.
  if (page.companyFilter) return usage;
  return (
    <Stack spacing={4}>
      {usage}
      <CompanyLlmBudgets />
    </Stack>
  );
}
