import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_LLM_BUDGETS_PATH, type CompanyLlmBudget } from '../../../../core/domain/llm-model-types';
import { COMPANY_STATISTICS_PATHS, SYSTEM_STATISTICS_PATHS, type AiUsage } from '../../../../core/domain/statistics-types';
import { HttpError } from '../../../../core/services/http-client';
import { createHostTestContainer, renderHost } from '../../../test/render-host';
import { AiUsagePage } from './ai-usage-page';

const NO_USAGE: AiUsage = { from: '2026-03-01', to: '2026-03-31', totals: [], points: [] };

function setUp(companyFilter: boolean, budgets: () => CompanyLlmBudget[]) {
  const services = createHostTestContainer();
  const url = companyFilter ? SYSTEM_STATISTICS_PATHS.aiUsage : COMPANY_STATISTICS_PATHS.aiUsage;
  services.http.on('GET', url, () => NO_USAGE).on('GET', COMPANY_LLM_BUDGETS_PATH, budgets);
  renderHost(<AiUsagePage url={url} titleKey="statistics.nav.aiUsage" companyFilter={companyFilter} csvName="ai-usage" />, services.container, '/company/ai-usage');
  return services;
}

const budgetsSection = () => screen.findByRole('region', { name: 'Language model budgets' });

describe('the AI usage page', { timeout: 20000 }, () => {
  it('shows the company admin each model’s usage against its budget, warning from 80% and alarmed when spent', async () => {
    setUp(false, () => [
      { model_name: 'Helper', purpose: 'chat', used: 1200, limit: 10000 },
      { model_name: 'Finder', purpose: 'embeddings', used: 8500, limit: 10000 },
      { model_name: 'Talker', purpose: 'chat', used: 10400, limit: 10000 },
      { model_name: 'House model', purpose: 'chat', used: 300, limit: null },
    ]);
    const section = await budgetsSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Helper', 'Finder', 'Talker', 'House model']);

    const helper = within(rows[0]).getByRole('progressbar', { name: 'Budget used on Helper' });
    expect(helper).toHaveAttribute('aria-valuenow', '12');
    expect(helper.className).toMatch(/colorPrimary/);
    expect(rows[0]).toHaveTextContent('Chat');
    expect(rows[0]).toHaveTextContent('1,200 of 10,000 tokens');

    expect(rows[1]).toHaveTextContent('Embeddings');
    expect(within(rows[1]).getByRole('progressbar').className).toMatch(/colorWarning/);

    const talker = within(rows[2]).getByRole('progressbar');
    expect(talker).toHaveAttribute('aria-valuenow', '100');
    expect(talker.className).toMatch(/colorError/);
    expect(rows[2]).toHaveTextContent('The budget is spent');

    expect(within(rows[3]).queryByRole('progressbar')).toBeNull();
    expect(rows[3]).toHaveTextContent('300 tokens');
    expect(rows[3]).toHaveTextContent('No limit');
  });

  it('says how a model is set up when the company reaches none', async () => {
    setUp(false, () => []);
    expect(await within(await budgetsSection()).findByText(/No language model is set up for your company/)).toBeInTheDocument();
  });

  it('says when the budgets fail to load, and loads them when asked again', async () => {
    let fail = true;
    setUp(false, () => {
      if (fail) throw new HttpError(503, 'Service Unavailable', null);
      return [{ model_name: 'Helper', purpose: 'chat', used: 0, limit: 100 }];
    });
    const section = await budgetsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('The language model budgets could not be loaded');
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('progressbar', { name: 'Budget used on Helper' })).toBeInTheDocument();
  });

  it('leaves budgets off the system admin’s page, which spans companies', async () => {
    const { http } = setUp(true, () => []);
    expect(await screen.findByRole('heading', { name: 'No data available' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Language model budgets' })).toBeNull();
    expect(http.calls('GET', COMPANY_LLM_BUDGETS_PATH)).toHaveLength(0);
  });
});
