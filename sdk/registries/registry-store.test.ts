import { describe, expect, it, vi } from 'vitest';
import { FakeHttpClient } from '../test-support/fake-http-client';
import { registryStore } from './registry-store';
import type { RegistryCategory } from '../../core/domain/registry-types';

const PROJECT_ID = 7;
const rolesPath = `/api/projects/${PROJECT_ID}/stakeholder_roles.json`;
const role = (id: number, name: string, position: number): RegistryCategory => ({
  id,
  project_id: PROJECT_ID,
  name,
  description: '',
  color: null,
  position,
  created_at: '',
  updated_at: '',
});

function serveRoles(rows: RegistryCategory[]) {
  const http = new FakeHttpClient();
  http.on('GET', rolesPath, () => rows);
  http.on('POST', rolesPath, ({ body }) => role(99, (body as { name: string }).name, rows.length));
  http.on('PUT', `/api/projects/${PROJECT_ID}/stakeholder_roles/2.json`, ({ body }) => ({ ...rows[1], ...(body as object) }));
  http.on('DELETE', `/api/projects/${PROJECT_ID}/stakeholder_roles/1.json`, () => undefined);
  http.on('POST', `/api/projects/${PROJECT_ID}/stakeholder_roles/update_positions.json`, ({ body }) =>
    (body as { ids: number[] }).ids.map((id, position) => ({ ...rows.find((row) => row.id === id)!, position })),
  );
  return http;
}

describe('a project registry store', () => {
  it('is one per page, project and resource, and loads once in position order', async () => {
    const http = serveRoles([role(2, 'Sponsor', 1), role(1, 'Owner', 0)]);
    const store = registryStore(http, PROJECT_ID, 'stakeholder_roles');
    expect(registryStore(http, PROJECT_ID, 'stakeholder_roles')).toBe(store);
    expect(registryStore(http, PROJECT_ID + 1, 'stakeholder_roles')).not.toBe(store);
    await Promise.all([store.load(), store.load()]);
    expect(http.requestsTo('GET', rolesPath)).toHaveLength(1);
    expect(store.state.status).toBe('ready');
    expect(store.state.rows.map((row) => row.name)).toEqual(['Owner', 'Sponsor']);
  });

  it('takes the rows the server answers after create, update and delete', async () => {
    const http = serveRoles([role(1, 'Owner', 0), role(2, 'Sponsor', 1)]);
    const store = registryStore(http, PROJECT_ID, 'stakeholder_roles');
    await store.load();
    await store.create({ name: 'Supplier' });
    await store.update(2, { name: 'Executive sponsor' });
    await store.remove(1);
    expect(store.state.rows.map((row) => [row.id, row.name])).toEqual([
      [2, 'Executive sponsor'],
      [99, 'Supplier'],
    ]);
  });

  it('reorders at once, sends every id in the new order, and goes back when the server refuses', async () => {
    const http = serveRoles([role(1, 'Owner', 0), role(2, 'Sponsor', 1), role(3, 'User', 2)]);
    const store = registryStore(http, PROJECT_ID, 'stakeholder_roles');
    await store.load();
    await store.move(3, 0);
    expect(http.requestsTo('POST', `/api/projects/${PROJECT_ID}/stakeholder_roles/update_positions.json`)[0].body).toEqual({ ids: [3, 1, 2] });
    expect(store.state.rows.map((row) => row.id)).toEqual([3, 1, 2]);

    http.on('POST', `/api/projects/${PROJECT_ID}/stakeholder_roles/update_positions.json`, () => Promise.reject(new Error('offline')));
    await expect(store.move(2, 0)).rejects.toThrow('offline');
    expect(store.state.rows.map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('keeps map items per module, asking with the module id', async () => {
    const http = new FakeHttpClient();
    http.on('GET', `/api/projects/${PROJECT_ID}/stakeholder_map_items.json`, ({ params }) => [
      { id: 1, module_id: params?.module_id, stakeholder_id: 4, x: 10, y: 20, project_id: PROJECT_ID, created_at: '', updated_at: '' },
    ]);
    const store = registryStore(http, PROJECT_ID, 'stakeholder_map_items', 12);
    expect(registryStore(http, PROJECT_ID, 'stakeholder_map_items', 13)).not.toBe(store);
    await store.load();
    expect(store.state.rows[0].module_id).toBe(12);
  });

  it('shows a failed load and tries again on the next load', async () => {
    const http = new FakeHttpClient();
    const store = registryStore(http, PROJECT_ID, 'tags');
    await store.load();
    expect(store.state.status).toBe('error');
    http.on('GET', `/api/projects/${PROJECT_ID}/tags.json`, () => []);
    await store.load();
    expect(store.state.status).toBe('ready');
  });
});

describe('an update', () => {
  it('shows at once and goes back when the server refuses', async () => {
    const http = serveRoles([role(1, 'Owner', 0), role(2, 'Sponsor', 1)]);
    const store = registryStore(http, PROJECT_ID + 10, 'stakeholder_roles');
    http.on('GET', `/api/projects/${PROJECT_ID + 10}/stakeholder_roles.json`, () => [role(2, 'Sponsor', 1)]);
    let refuse: (error: Error) => void = () => undefined;
    http.on('PUT', `/api/projects/${PROJECT_ID + 10}/stakeholder_roles/2.json`, () => new Promise((_resolve, reject) => (refuse = reject)));
    await store.load();
    const updating = store.update(2, { name: 'Patron' });
    expect(store.state.rows[0].name).toBe('Patron');
    await vi.waitFor(() => expect(http.requestsTo('PUT', `/api/projects/${PROJECT_ID + 10}/stakeholder_roles/2.json`)).toHaveLength(1));
    refuse(new Error('offline'));
    await expect(updating).rejects.toThrow('offline');
    expect(store.state.rows[0].name).toBe('Sponsor');
  });
});

describe('quick updates of one row', () => {
  it('are sent one after another, and the row shows the last one, not an earlier answer', async () => {
    const projectId = PROJECT_ID + 20;
    const http = new FakeHttpClient();
    const item = { id: 1, project_id: projectId, module_id: 3, stakeholder_id: 4, x: 0, y: 0, created_at: '', updated_at: '' };
    http.on('GET', `/api/projects/${projectId}/stakeholder_map_items.json`, () => [item]);
    const answers: Array<() => void> = [];
    http.on('PUT', `/api/projects/${projectId}/stakeholder_map_items/1.json`, ({ body }) => new Promise((resolve) => answers.push(() => resolve({ ...item, ...(body as object) }))));
    const store = registryStore(http, projectId, 'stakeholder_map_items', 3);
    await store.load();
    const first = store.update(1, { x: 20 });
    const second = store.update(1, { x: 40 });
    expect(store.state.rows[0].x).toBe(40);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(http.requestsTo('PUT', `/api/projects/${projectId}/stakeholder_map_items/1.json`)).toHaveLength(1);
    answers[0]();
    await first;
    expect(store.state.rows[0].x).toBe(40);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]();
    await second;
    expect(http.requestsTo('PUT', `/api/projects/${projectId}/stakeholder_map_items/1.json`).map((request) => request.body)).toEqual([{ x: 20 }, { x: 40 }]);
    expect(store.state.rows[0].x).toBe(40);
  });
});
