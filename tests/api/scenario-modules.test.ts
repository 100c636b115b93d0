/** /api/scenario_modules: the module kinds registered from plugin manifests, read-only. */
import { describe, expect, it } from 'vitest';
import type { ScenarioModule } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, UNKNOWN_ID } from './support/workspace';

const { as } = useSignedInServer();

describe('GET /api/scenario_modules.json', () => {
  it('lists every registered module kind, by title, to any workspace user', async () => {
    for (const client of [as.viewer, as.globex]) {
      const types = expectStatus<ScenarioModule[]>(await client.get('/api/scenario_modules.json'), 200);
      expect(types).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type_key: 'Risks', segment: 'risks', title: 'Risks', category: 'Lists', family: 'list' }),
          expect.objectContaining({ type_key: 'FreeTexts', segment: 'text', family: 'document' }),
          expect.objectContaining({ type_key: 'SwotCanvas', segment: 'swot-canvas', family: 'canvas' }),
        ]),
      );
      expect(types.map((type) => type.title)).toEqual([...types.map((type) => type.title)].sort());
    }
    expectStatus(await as.viewer.get('/api/scenario_modules'), 200);
  });

  it('answers 401 without a token and 403 to a restricted user', async () => {
    expectStatus(await as.anonymous.get('/api/scenario_modules.json'), 401);
    expectStatus(await as.restricted.get('/api/scenario_modules.json'), 403);
  });
});

describe('GET /api/scenario_modules/{id}.json', () => {
  it('answers one module kind', async () => {
    const types = expectStatus<ScenarioModule[]>(await as.viewer.get('/api/scenario_modules.json'), 200);
    const risks = types.find((type) => type.type_key === 'Risks')!;
    expect(expectStatus<ScenarioModule>(await as.viewer.get(`/api/scenario_modules/${risks.id}.json`), 200)).toEqual(risks);
  });

  it('answers 404 for an unknown id or a malformed one, 401 and 403 to a restricted user', async () => {
    expectStatus(await as.viewer.get(`/api/scenario_modules/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.viewer.get('/api/scenario_modules/risks.json'), 404);
    expectStatus(await as.anonymous.get('/api/scenario_modules/1.json'), 401);
    expectStatus(await as.restricted.get('/api/scenario_modules/1.json'), 403);
  });
});

describe('writes', () => {
  it('has none: module kinds come from plugin manifests, so create, update and destroy answer 404', async () => {
    expectStatus(await as.admin.post('/api/scenario_modules.json', { type_key: 'Hacks' }), 404);
    expectStatus(await as.admin.put('/api/scenario_modules/1.json', { title: 'Hacked' }), 404);
    expectStatus(await as.admin.delete('/api/scenario_modules/1.json'), 404);
  });
});
