/** AI-assisted mapping: suggested categories for an uploaded file's details, and the vectors of a map's texts. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataMap, DataMapCategory, DataMapSuggestions, DataMapVectorizeProgress } from '../../core/domain/data-governance-types';
import { cosineSimilarity } from '../../core/domain/vector-similarity';
import { databaseKind } from '../../server/db/client';
import { pgvectorEmbeddings } from '../../server/db/pgvector-embeddings';
import { llmUsage } from '../../server/db/schema';
import { currentVectors, saveVectors, vectorOf } from '../../server/domain/data-governance/map-vectors';
import { mapCategoryTexts, mapDetailTexts } from '../../server/domain/data-governance/mapping-texts';
import { storedCategoryCosines } from '../../server/domain/data-governance/stored-cosines';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server';
import type { ApiClient } from './harness';
import { createCatalog, createDetail, createGroup } from './support/data-catalogs';
import { createMap, mapPath, placeCatalog } from './support/data-maps';
import { createModel } from './support/language-models';
import { postMultipart, type FilePart } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 60_000 });
const { t, as, seed } = useSignedInServer();

const csv = (text: string): FilePart => ({ filename: 'elements.csv', contentType: 'text/csv', data: Buffer.from(text) });
const VECTORIZE = (mapId: number) => mapPath(mapId, '/vectorize_data_map');
const AI_UPLOAD = (mapId: number) => mapPath(mapId, '/ai_map_upload');

async function addCategory(mapId: number, name: string, description: string, parentId: number | null = null): Promise<DataMapCategory> {
  return expectStatus<DataMapCategory>(await as.editor.post(mapPath(mapId, '/data_map_categories'), { name, description, parent_id: parentId }), 201);
}

/** A map with three categories under three parents and a placed catalog "CRM" of three details, one per category. */
async function mapToSuggestFor(name: string): Promise<{ map: DataMap; contact: DataMapCategory; invoices: DataMapCategory; shipments: DataMapCategory }> {
  const map = await createMap(as.editor, name);
  const customer = await addCategory(map.id, 'Customer', 'People who buy from us');
  const contact = await addCategory(map.id, 'Contact details', 'Email addresses, phone numbers and postal addresses', customer.id);
  const finance = await addCategory(map.id, 'Finance', 'Money coming in and going out');
  const invoices = await addCategory(map.id, 'Invoices', 'Billed amounts, tax and payment terms', finance.id);
  const logistics = await addCategory(map.id, 'Logistics', 'Moving goods');
  const shipments = await addCategory(map.id, 'Shipments', 'Parcels, carriers and tracking numbers', logistics.id);
  const catalog = await createCatalog(as.editor, `CRM of ${name}`);
  const group = await createGroup(as.editor, catalog.id, 'Tables');
  await createDetail(as.editor, catalog.id, { group_id: group.id, name: 'Customer email', description: 'The email address of the customer' });
  await createDetail(as.editor, catalog.id, { group_id: group.id, name: 'Invoice total', description: 'Amount billed, tax included' });
  await createDetail(as.editor, catalog.id, { group_id: group.id, name: 'Tracking number', description: 'Tracking numbers of the parcels that carriers take' });
  await placeCatalog(as.editor, map.id, catalog.id);
  return { map, contact, invoices, shipments };
}

const fileFor = (map: DataMap) =>
  csv(`Catalog,Path,Description\nCRM of ${map.name},Tables / Customer email,\nCRM of ${map.name},tables / invoice total,Amount billed and its tax\nCRM of ${map.name},Tables / Tracking number,\nERP,Tables / Customer email,\nCRM of ${map.name},Tables / Nobody,\n`);

async function suggest(client: ApiClient, map: DataMap): Promise<DataMapSuggestions> {
  return expectStatus<DataMapSuggestions>(await postMultipart(t, client, AI_UPLOAD(map.id), { file: fileFor(map) }), 200);
}

async function vectorizeUntilEnded(mapId: number): Promise<DataMapVectorizeProgress> {
  expectStatus<DataMapVectorizeProgress>(await as.editor.post(VECTORIZE(mapId)), 200);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const progress = expectStatus<DataMapVectorizeProgress>(await as.editor.get(VECTORIZE(mapId)), 200);
    if (progress.state !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The vectorize run did not end.');
}

function expectRankedSuggestions(answer: DataMapSuggestions, expected: { contact: DataMapCategory; invoices: DataMapCategory; shipments: DataMapCategory }): void {
  expect(answer.suggestions.map((suggestion) => [suggestion.line, suggestion.path])).toEqual([[2, 'Tables / Customer email'], [3, 'Tables / Invoice total'], [4, 'Tables / Tracking number']]);
  expect(answer.suggestions.map((suggestion) => suggestion.categories[0]?.data_map_category_id)).toEqual([expected.contact.id, expected.invoices.id, expected.shipments.id]);
  expect(answer.suggestions[0].categories[0].path).toBe('Customer / Contact details');
  for (const { categories } of answer.suggestions) {
    expect(categories.length).toBeLessThanOrEqual(3);
    const scores = categories.map((category) => category.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true);
  }
  expect(answer.errors.map((error) => error.line)).toEqual([5, 6]);
  expect(answer.errors[0].reason).toContain('ERP');
}

describe('without an embeddings model (lexical)', () => {
  it('suggests for each row the categories whose words it shares, best first, and reports rows naming no placed detail', async () => {
    const map = await mapToSuggestFor('Lexical map');
    const answer = await suggest(as.editor, map.map);
    expect(answer.way).toBe('lexical');
    expectRankedSuggestions(answer, map);
    // Nothing was mapped.
    expect(expectStatus<unknown[]>(await as.editor.get(mapPath(map.map.id, '/data_map_detail_mappings')), 200)).toEqual([]);
  });

  it('answers done at once when asked to vectorize, as there is nothing to store', async () => {
    const map = await createMap(as.editor, 'Nothing to vectorize');
    expect(expectStatus<DataMapVectorizeProgress>(await as.editor.get(VECTORIZE(map.id)), 200)).toMatchObject({ state: 'idle', way: 'lexical', finished_at: null });
    expect(expectStatus<DataMapVectorizeProgress>(await as.editor.post(VECTORIZE(map.id)), 200)).toMatchObject({ state: 'done', way: 'lexical', total: 0, done: 0 });
  });

  it('refuses a file without the catalog and path columns', async () => {
    const map = await createMap(as.editor, 'Header map');
    const res = await postMultipart(t, as.editor, AI_UPLOAD(map.id), { file: csv('catalog,description\nCRM,An email\n') });
    const body = expectStatus<{ errors: Array<{ line: number; reason: string }> }>(res, 422);
    expect(body.errors[0]).toMatchObject({ line: 1 });
    expect(body.errors[0].reason).toContain('"path"');
  });

  it('lets a reader follow the progress but not start a run nor ask for suggestions', async () => {
    const map = await createMap(as.editor, 'Read only map');
    expectStatus(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expectStatus(await as.viewer.get(VECTORIZE(map.id)), 200);
    expectStatus(await as.viewer.post(VECTORIZE(map.id)), 403);
    expectStatus(await postMultipart(t, as.viewer, AI_UPLOAD(map.id), { file: csv('catalog,path\n') }), 403);
    expectStatus(await as.globex.get(VECTORIZE(map.id)), 404);
  });
});

describe('with an embeddings model', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    await createModel(as.admin, fake.baseUrl, { name: 'Fake embeddings', model: 'fake-embed', purpose: 'embeddings', companies: [{ company_id: seed.companies.acme, monthly_token_budget: null }] });
  });
  afterAll(() => fake.close());

  it('vectorizes the map’s categories and placed details, then only what changed', async () => {
    const { map, contact } = await mapToSuggestFor('Vectorized map');
    const first = await vectorizeUntilEnded(map.id);
    expect(first).toMatchObject({ state: 'done', way: 'embeddings', total: 9, done: 9 });
    expect(first.finished_at).not.toBeNull();

    const calls = fake.requests.length;
    expect(expectStatus<DataMapVectorizeProgress>(await as.editor.post(VECTORIZE(map.id)), 200)).toMatchObject({ state: 'done', total: 0, done: 0 });
    expect(fake.requests).toHaveLength(calls);

    expectStatus(await as.editor.put(mapPath(map.id, `/data_map_categories/${contact.id}`), { description: 'How to reach a customer: email and phone' }), 200);
    expect(await vectorizeUntilEnded(map.id)).toMatchObject({ state: 'done', total: 1, done: 1 });
    expect(fake.requests.at(-1)!.body.input).toEqual(['Customer / Contact details\nHow to reach a customer: email and phone']);

    // Suggestions read the stored vectors of the categories: only the file's rows go to the model.
    const before = fake.requests.length;
    expect((await suggest(as.editor, map)).way).toBe('embeddings');
    expect(fake.requests.slice(before).map((request) => (request.body.input as string[]).length)).toEqual([3]);
  });

  it('suggests by embeddings and records the model’s usage', async () => {
    const map = await mapToSuggestFor('Embedded map');
    const answer = await suggest(as.editor, map.map);
    expect(answer.way).toBe('embeddings');
    expectRankedSuggestions(answer, map);
    const usage = await t.db.select().from(llmUsage).where(and(eq(llmUsage.company_id, seed.companies.acme), eq(llmUsage.purpose, 'embeddings')));
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.at(-1)).toMatchObject({ user_id: seed.users.editor, model_name: 'Fake embeddings' });
  });

  it('ranks with pgvector where the database has it (PGlite always), within float precision of the server’s own cosines', async (context) => {
    const hasPgvector = await pgvectorEmbeddings.has(t.db);
    if (databaseKind(t.db) === 'pglite') expect(hasPgvector).toBe(true);
    if (!hasPgvector) context.skip();
    const { map } = await mapToSuggestFor('Ranked in the database');
    await vectorizeUntilEnded(map.id);
    const categories = await mapCategoryTexts(t.db, map.id);
    const details = await mapDetailTexts(t.db, map.id);
    const stored = await currentVectors(t.db, map.id, 'Fake embeddings', [...categories, ...details]);
    const queries = details.map((detail) => vectorOf(stored, detail)!);
    const inDatabase = await storedCategoryCosines(t.db, map.id, 'Fake embeddings', categories, [...queries, queries[0].map(() => 0)]);
    queries.forEach((query, q) => {
      categories.forEach((category, c) => expect(inDatabase[q][c]).toBeCloseTo(Math.max(0, cosineSimilarity(query, vectorOf(stored, category)!)), 5));
    });
    expect(inDatabase.slice(0, -1).flat().some((score) => score > 0.1)).toBe(true);
    // An all-zero query fits nothing, as the server's cosine has it.
    expect(inDatabase.at(-1)).toEqual(categories.map(() => 0));
  });

  it('keeps each model’s vectors apart, as two companies comparing a global map with their own models need', async () => {
    const { map } = await mapToSuggestFor('Two models');
    await vectorizeUntilEnded(map.id);
    const categories = await mapCategoryTexts(t.db, map.id);
    await saveVectors(t.db, map.id, 'Other embeddings', categories, categories.map(() => [1, 0, 0]));
    const fromFake = await currentVectors(t.db, map.id, 'Fake embeddings', categories);
    const fromOther = await currentVectors(t.db, map.id, 'Other embeddings', categories);
    expect(categories.map((category) => vectorOf(fromOther, category))).toEqual(categories.map(() => [1, 0, 0]));
    expect(categories.every((category) => (vectorOf(fromFake, category)?.length ?? 0) > 3)).toBe(true);
  });

  it('marks the run failed with the model’s error when the model fails, and the upload answers 502', async () => {
    const map = await createMap(as.editor, 'Broken model map');
    await addCategory(map.id, 'FAKE_ERROR_500', 'The fake model refuses this text');
    const ended = await vectorizeUntilEnded(map.id);
    expect(ended).toMatchObject({ state: 'failed', way: 'embeddings', done: 0 });
    expect(ended.error).toContain('broke on purpose');
    // Suggestions need the same vectors: the upload answers the model's failure.
    const refused = await postMultipart(t, as.editor, AI_UPLOAD(map.id), { file: csv('catalog,path\n') });
    expect(expectStatus<{ message: string }>(refused, 502).message).toContain('broke on purpose');
  });
});
