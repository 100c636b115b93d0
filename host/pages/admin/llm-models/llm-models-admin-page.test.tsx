import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LlmModel } from '../../../../core/domain/llm-model-types';
import { createHostTestContainer, renderHost } from '../../../test/render-host';
import { LlmModelsAdminPage } from './llm-models-admin-page';

const MODELS = '/api/admin/llm_models.json';

function aModel(overrides: Partial<LlmModel> = {}): LlmModel {
  return {
    id: 3, name: 'GPT mini', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini', has_api_key: true, purpose: 'chat', is_default: true,
    companies: [{ company_id: 1, company_name: 'Acme', monthly_token_budget: 100000 }],
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

/** Typing letter by letter is slow on a busy machine; pasting the text does the same to the form. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function setUp(models: LlmModel[] = [aModel()]) {
  const services = createHostTestContainer();
  services.http
    .on('GET', MODELS, () => models)
    .on('POST', MODELS, ({ body }) => aModel({ id: 4, ...(body as object), has_api_key: !!(body as { api_key?: string }).api_key, companies: [] }))
    .on('PUT', '/api/admin/llm_models/3.json', ({ body }) => aModel(body as Partial<LlmModel>))
    .on('POST', '/api/admin/llm_models/3/test_connection.json', () => ({ ok: false, message: 'The model answered 401: Incorrect API key provided.' }));
  renderHost(<LlmModelsAdminPage />, services.container, '/admin/llm-models');
  return services;
}

describe('LlmModelsAdminPage', () => {
  it('lists the models with their purpose, whether a key is stored and how many companies use them', async () => {
    setUp();
    const row = (await screen.findByText('GPT mini')).closest('tr')!;
    expect(within(row).getByText('gpt-4o-mini')).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText('Stored')).toBeInTheDocument();
    expect(within(row).getByText('1 company')).toBeInTheDocument();
  });

  it('tests the connection and says what the model answered', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('GPT mini could not be reached. The model answered 401: Incorrect API key provided.')).toBeInTheDocument();
  });

  it('sends a key only when one is typed', async () => {
    const { http } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit GPT mini' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('API key')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const body = http.calls('PUT', '/api/admin/llm_models/3.json')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('api_key');
    expect(body.companies).toEqual([{ company_id: 1, monthly_token_budget: 100000 }]);
  }, 30_000);

  it('adds a model with its key', async () => {
    const { http } = setUp([]);
    await userEvent.click(await screen.findByRole('button', { name: 'New language model' }));
    const dialog = screen.getByRole('dialog');
    await fill(within(dialog).getByRole('textbox', { name: /Name/ }), 'Local');
    await fill(within(dialog).getByRole('textbox', { name: /Model id/ }), 'llama3');
    await fill(within(dialog).getByLabelText('API key'), 'sk-typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(http.calls('POST', MODELS)[0].body).toMatchObject({ name: 'Local', model: 'llama3', base_url: 'https://api.openai.com/v1', purpose: 'chat', api_key: 'sk-typed', companies: [] });
  }, 30_000);
});
