/**
 * The system admin's language models (/api/admin/llm_models): the API key is stored sealed with the server's
 * secret box and never answered (`has_api_key`); one default per purpose; the companies each model is enabled
 * for, with their monthly token budgets.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LlmModel, LlmModelCompany, LlmModelCompanyAnswer, LlmModelInput, LlmPurpose } from '../../../core/domain/llm-model-types';
import type { SecretBox } from '../../auth/secret-box';
import type { Queryable } from '../../db/client';
import { companies, llmModelCompanies, llmModels } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import type { ModelEndpoint } from './openai-client';

export type LlmModelRow = typeof llmModels.$inferSelect;

/** The sealing context of model API keys: a value sealed for anything else does not open as one. */
const API_KEY_CONTEXT = 'llm_model_api_key';

function sealApiKey(box: SecretBox, key: string): string {
  return key === '' ? '' : box.seal(key, API_KEY_CONTEXT);
}

/** How the server reaches a stored model (the key opened). */
export function endpointOf(box: SecretBox, row: LlmModelRow): ModelEndpoint {
  let apiKey: string | null = null;
  if (row.api_key_encrypted !== '') {
    apiKey = box.open(row.api_key_encrypted, API_KEY_CONTEXT);
    if (apiKey === null) throw new Error(`The API key of language model ${row.id} cannot be decrypted with this server's key.`);
  }
  return { baseUrl: row.base_url, model: row.model, apiKey };
}

function modelAnswer(row: LlmModelRow, enabled: LlmModelCompanyAnswer[]): LlmModel {
  return {
    id: row.id,
    name: row.name,
    base_url: row.base_url,
    model: row.model,
    has_api_key: row.api_key_encrypted !== '',
    purpose: row.purpose as LlmPurpose,
    is_default: row.is_default,
    companies: enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function companiesOf(db: Queryable, modelIds: number[]): Promise<Map<number, LlmModelCompanyAnswer[]>> {
  const byModel = new Map<number, LlmModelCompanyAnswer[]>(modelIds.map((id) => [id, []]));
  if (modelIds.length === 0) return byModel;
  const rows = await db
    .select({ enabled: llmModelCompanies, company_name: companies.name })
    .from(llmModelCompanies)
    .innerJoin(companies, eq(companies.id, llmModelCompanies.company_id))
    .where(inArray(llmModelCompanies.model_id, modelIds))
    .orderBy(asc(companies.name), asc(companies.id));
  for (const { enabled, company_name } of rows) {
    byModel.get(enabled.model_id)?.push({ company_id: enabled.company_id, company_name, monthly_token_budget: enabled.monthly_token_budget });
  }
  return byModel;
}

export async function listLlmModels(db: Queryable): Promise<LlmModel[]> {
  const rows = await db.select().from(llmModels).orderBy(asc(llmModels.purpose), asc(llmModels.name), asc(llmModels.id));
  const enabled = await companiesOf(db, rows.map((row) => row.id));
  return rows.map((row) => modelAnswer(row, enabled.get(row.id) ?? []));
}

export async function findLlmModelRow(db: Queryable, id: number): Promise<LlmModelRow> {
  const [row] = await db.select().from(llmModels).where(eq(llmModels.id, id));
  if (!row) throw notFound('The language model');
  return row;
}

export async function readLlmModel(db: Queryable, id: number): Promise<LlmModel> {
  const row = await findLlmModelRow(db, id);
  return modelAnswer(row, (await companiesOf(db, [id])).get(id) ?? []);
}

function assertBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl === undefined) return;
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const message = 'The base URL must be an http:// or https:// address, e.g. https://api.openai.com/v1.';
    throw unprocessable([{ field: 'base_url', code: 'url', message }], message);
  }
}

async function replaceCompanies(db: Queryable, modelId: number, enabled: LlmModelCompany[] | undefined): Promise<void> {
  if (enabled === undefined) return;
  const ids = [...new Set(enabled.map((c) => c.company_id))];
  if (ids.length !== enabled.length) {
    throw unprocessable([{ field: 'companies', code: 'invalid', message: 'Each company may be named once.' }]);
  }
  const known = ids.length === 0 ? [] : await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  if (known.length !== ids.length) throw unprocessable([{ field: 'companies', code: 'unknownReference', message: 'A company named here does not exist.' }]);
  await db.delete(llmModelCompanies).where(eq(llmModelCompanies.model_id, modelId));
  if (enabled.length > 0) {
    await db.insert(llmModelCompanies).values(enabled.map((c) => ({ model_id: modelId, company_id: c.company_id, monthly_token_budget: c.monthly_token_budget })));
  }
}

/** A new default takes the place of the purpose's former one. */
async function keepOneDefault(db: Queryable, row: LlmModelRow): Promise<void> {
  if (!row.is_default) return;
  await db.update(llmModels).set({ is_default: false }).where(and(eq(llmModels.purpose, row.purpose), ne(llmModels.id, row.id)));
}

type NewLlmModel = Required<Pick<LlmModelInput, 'name' | 'base_url' | 'model' | 'purpose'>> & LlmModelInput;

export async function createLlmModel(app: FastifyInstance, input: NewLlmModel): Promise<LlmModel> {
  assertBaseUrl(input.base_url);
  const id = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(llmModels)
      .values({
        name: input.name.trim(),
        base_url: input.base_url.trim(),
        model: input.model.trim(),
        api_key_encrypted: sealApiKey(app.secretBox, input.api_key ?? ''),
        purpose: input.purpose,
        is_default: input.is_default ?? false,
      })
      .returning();
    await keepOneDefault(tx, row);
    await replaceCompanies(tx, row.id, input.companies);
    return row.id;
  });
  return readLlmModel(app.db, id);
}

export async function updateLlmModel(app: FastifyInstance, id: number, input: LlmModelInput): Promise<LlmModel> {
  assertBaseUrl(input.base_url);
  await app.db.transaction(async (tx) => {
    await findLlmModelRow(tx, id);
    const [row] = await tx
      .update(llmModels)
      .set({
        ...(input.name === undefined ? {} : { name: input.name.trim() }),
        ...(input.base_url === undefined ? {} : { base_url: input.base_url.trim() }),
        ...(input.model === undefined ? {} : { model: input.model.trim() }),
        ...(input.api_key === undefined ? {} : { api_key_encrypted: sealApiKey(app.secretBox, input.api_key) }),
        ...(input.purpose === undefined ? {} : { purpose: input.purpose }),
        ...(input.is_default === undefined ? {} : { is_default: input.is_default }),
        updated_at: new Date(),
      })
      .where(eq(llmModels.id, id))
      .returning();
    await keepOneDefault(tx, row);
    await replaceCompanies(tx, id, input.companies);
  });
  return readLlmModel(app.db, id);
}

export async function destroyLlmModel(db: Queryable, id: number): Promise<LlmModel> {
  const model = await readLlmModel(db, id);
  await db.delete(llmModels).where(eq(llmModels.id, id));
  return model;
}
