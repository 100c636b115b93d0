/** The module catalogue: /api/admin/scenario_modules for system admins, and what hiding a kind does. */
import { describe, expect, it } from 'vitest';
import type { AdminScenarioModule, ProjectModule, ScenarioModule, SystemSettings } from '../../core/domain/api-types';
import { loadModuleRegistry } from '../../server/domain/module-registry';
import { auditEntriesOf } from './support/audit';
import { postMultipart, sendMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, listValues, modulePath, type Actors } from './support/workspace';
import type { ApiResponse } from './harness';

const { t, as, seed, onboarding } = useSignedInServer();

type Client = Actors[keyof Actors];

/** PUT with multipart form data, as the catalogue page sends it. */
const putForm = (client: Client, id: number, parts: Parameters<typeof sendMultipart>[4]): Promise<ApiResponse> =>
  sendMultipart(t, client, 'PUT', `/api/admin/scenario_modules/${id}.json`, parts);

async function catalogue(query: Record<string, string> = {}): Promise<{ items: AdminScenarioModule[]; total: number }> {
  return expectStatus(await as.admin.get('/api/admin/scenario_modules.json', { query: { per_page: '100', ...query } }), 200);
}

async function kindOf(typeKey: string): Promise<AdminScenarioModule> {
  const found = (await catalogue()).items.find((item) => item.type_key === typeKey);
  if (!found) throw new Error(`No module kind ${typeKey}`);
  return found;
}

describe('the module catalogue', () => {
  it('lists every kind to system admins, paged, sorted and searched', async () => {
    const all = await catalogue();
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((item) => item.title)).toEqual([...all.items.map((item) => item.title)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const page = expectStatus<{ items: AdminScenarioModule[]; total: number }>(await as.admin.get('/api/admin/scenario_modules.json', { query: { per_page: '2', page: '2' } }), 200);
    expect(page.items).toEqual(all.items.slice(2, 4));
    const risks = await catalogue({ search: 'risk' });
    expect(risks.items.map((item) => item.type_key)).toContain('Risks');
    expect(risks.total).toBeLessThan(all.total);
  });

  it('changes title, description and category, which survive a restart, and goes back to the manifest', async () => {
    const risks = await kindOf('Risks');
    const changed = expectStatus<AdminScenarioModule>(
      await putForm(as.admin, risks.id, { title: 'Risk register', description: 'What could go wrong.', category: 'Boards' }),
      200,
    );
    expect(changed).toMatchObject({ title: 'Risk register', description: 'What could go wrong.', category: 'Boards', default_title: risks.default_title, default_category: risks.default_category });
    await loadModuleRegistry(t.db);
    const [again] = expectStatus<ScenarioModule[]>(await as.viewer.get('/api/scenario_modules.json'), 200).filter((kind) => kind.id === risks.id);
    expect(again).toMatchObject({ title: 'Risk register', category: 'Boards', description: 'What could go wrong.' });
    const reset = expectStatus<AdminScenarioModule>(await putForm(as.admin, risks.id, { title: '', category: risks.default_category }), 200);
    expect(reset).toMatchObject({ title: risks.default_title, category: risks.default_category });
    const [entry] = await auditEntriesOf(t, 'module_kind');
    expect(entry).toMatchObject({ company_id: null, target_id: risks.id, actor_user_id: seed.users.admin });
  });

  it('checks the category, the flags and the icon', async () => {
    const risks = await kindOf('Risks');
    expect(failingFields(await putForm(as.admin, risks.id, { category: 'Spreadsheets' }))).toEqual(['category']);
    expect(failingFields(await putForm(as.admin, risks.id, { available: 'maybe' }))).toEqual(['available']);
    expect(failingFields(await putForm(as.admin, risks.id, { icon: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('no png') } }))).toEqual(['icon']);
    expect(failingFields(await as.admin.put(`/api/admin/scenario_modules/${risks.id}.json`, { title: 'JSON' }))).toEqual(['icon']);
    expectStatus(await putForm(as.admin, 999999, { title: 'Nothing' }), 404);
  });

  it('takes an icon, served to everyone, without touching the favicon', async () => {
    const favicon = expectStatus<SystemSettings>(
      await postMultipart(t, as.admin, '/api/admin/systems/upload_image.json', { image: { filename: 'f.png', contentType: 'image/png', data: TINY_PNG } }),
      200,
    );
    const risks = await kindOf('Risks');
    const withIcon = expectStatus<AdminScenarioModule>(await putForm(as.admin, risks.id, { icon: { filename: 'i.png', contentType: 'image/png', data: TINY_PNG } }), 200);
    expect(withIcon.icon).toMatch(/^\/api\/system_images\/system\/module-Risks\//);
    expect((await t.client().get(withIcon.icon!)).statusCode).toBe(200);
    expect((await t.client().get(favicon.favicon_image!)).statusCode).toBe(200);
    const removed = expectStatus<AdminScenarioModule>(await putForm(as.admin, risks.id, { remove_icon: 'true' }), 200);
    expect(removed.icon).toBeNull();
    expectStatus(await t.client().get(withIcon.icon!), 404);
    expect((await t.client().get(favicon.favicon_image!)).statusCode).toBe(200);
  });

  it('is refused to everyone but system admins', async () => {
    const risks = await kindOf('Risks');
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get('/api/admin/scenario_modules.json'), 403);
      expectStatus(await putForm(client, risks.id, { available: 'false' }), 403);
    }
    expectStatus(await as.anonymous.get('/api/admin/scenario_modules.json'), 401);
  });
});

describe('a hidden module kind', () => {
  it('is not offered nor added, while its existing modules keep opening and working', async () => {
    const risks = await kindOf('Risks');
    expectStatus(await putForm(as.admin, risks.id, { available: 'false' }), 200);
    try {
      const offered = expectStatus<ScenarioModule[]>(await as.editor.get('/api/scenario_modules.json'), 200);
      expect(offered.map((kind) => kind.type_key)).not.toContain('Risks');
      expect((await catalogue()).items.find((kind) => kind.id === risks.id)?.available).toBe(false);
      const refused = await as.editor.post(`/api/projects/${onboarding}/project_scenario_modules.json`, { name: 'More risks', type_key: 'Risks' });
      expect(failingFields(refused)).toEqual(['type_key']);
      expect(refused.json().fields[0].message).toMatch(/no longer offered/);
      expect(failingFields(await as.editor.post(`/api/projects/${onboarding}/project_scenario_modules.json`, { name: 'More risks', scenario_module_id: risks.id }))).toEqual(['scenario_module_id']);

      const existing = expectStatus<ProjectModule>(await as.viewer.get(`${modulePath(onboarding, seed.modules.risks!)}.json`), 200);
      expect(existing.type_key).toBe('Risks');
      expect(expectStatus<ScenarioModule>(await as.viewer.get(`/api/scenario_modules/${risks.id}.json`), 200).available).toBe(false);
      const values = await listValues(as.editor, onboarding, seed.modules.risks!);
      const [first] = values;
      expectStatus(await as.editor.put(`${modulePath(onboarding, seed.modules.risks!)}/entity_values/${first.id}.json`, { value: first.value }), 200);
    } finally {
      expectStatus(await putForm(as.admin, risks.id, { available: 'true' }), 200);
    }
    expectStatus(await as.editor.post(`/api/projects/${onboarding}/project_scenario_modules.json`, { name: 'More risks', type_key: 'Risks' }), 201);
  });
});
