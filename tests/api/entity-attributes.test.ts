/** /api/entity_attributes: the attributes (with JSON Schemas) registered from plugin manifests, read-only. */
import { describe, expect, it } from 'vitest';
import type { EntityAttribute, ScenarioModule } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, UNKNOWN_ID } from './support/workspace';

const { t, as } = useSignedInServer();

describe('GET /api/entity_attributes.json', () => {
  it('lists every registered attribute with its JSON Schema', async () => {
    const attributes = expectStatus<EntityAttribute[]>(await as.viewer.get('/api/entity_attributes.json'), 200);
    const risk = attributes.find((a) => a.key === 'RiskItem');
    expect(risk).toMatchObject({ id: t.seed.attributes.RiskItem, json_schema: { type: 'object', required: ['title'] } });
    expect(attributes.map((a) => a.key)).toEqual(expect.arrayContaining(['FreeTextDocument', 'RiskItem', 'SwotNote']));
    expectStatus(await as.globex.get('/api/entity_attributes'), 200);
  });

  it('filters by module_type_id', async () => {
    const types = expectStatus<ScenarioModule[]>(await as.viewer.get('/api/scenario_modules.json'), 200);
    const swot = types.find((type) => type.type_key === 'SwotCanvas')!;
    const res = await as.viewer.get('/api/entity_attributes.json', { query: { module_type_id: swot.id } });
    expect(expectStatus<EntityAttribute[]>(res, 200).map((a) => [a.key, a.module_type_id])).toEqual([['SwotNote', swot.id]]);
    const none = await as.viewer.get('/api/entity_attributes.json', { query: { module_type_id: UNKNOWN_ID } });
    expect(expectStatus<EntityAttribute[]>(none, 200)).toEqual([]);
  });

  it('answers 422 for a malformed filter, 401 without a token and 403 to a restricted user', async () => {
    expect(failingFields(await as.viewer.get('/api/entity_attributes.json', { query: { module_type_id: 'risks' } }))).toEqual(['module_type_id']);
    expectStatus(await as.anonymous.get('/api/entity_attributes.json'), 401);
    expectStatus(await as.restricted.get('/api/entity_attributes.json'), 403);
  });
});

describe('GET /api/entity_attributes/{id}.json', () => {
  it('answers one attribute', async () => {
    const res = await as.viewer.get(`/api/entity_attributes/${t.seed.attributes.SwotNote}.json`);
    expect(expectStatus<EntityAttribute>(res, 200)).toMatchObject({ key: 'SwotNote', json_schema: { required: ['area', 'text'] } });
  });

  it('answers 404 for an unknown id or a malformed one, 401 and 403 to a restricted user', async () => {
    expectStatus(await as.viewer.get(`/api/entity_attributes/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.viewer.get('/api/entity_attributes/RiskItem.json'), 404);
    expectStatus(await as.anonymous.get(`/api/entity_attributes/${t.seed.attributes.SwotNote}.json`), 401);
    expectStatus(await as.restricted.get(`/api/entity_attributes/${t.seed.attributes.SwotNote}.json`), 403);
  });
});

describe('writes', () => {
  it('has none: attributes come from plugin manifests, so create, update and destroy answer 404', async () => {
    expectStatus(await as.admin.post('/api/entity_attributes.json', { key: 'Hack', module_type_id: 1, json_schema: {} }), 404);
    expectStatus(await as.admin.put(`/api/entity_attributes/${t.seed.attributes.SwotNote}.json`, { json_schema: {} }), 404);
    expectStatus(await as.admin.delete(`/api/entity_attributes/${t.seed.attributes.SwotNote}.json`), 404);
  });
});
