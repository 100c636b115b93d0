import { describe, expect, it } from 'vitest';
import type { RemovedProject } from '../../core/domain/admin-accounts';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus } from './support/workspace';

const { as, seed } = useSignedInServer();

type Page<T> = { items: T[]; total: number };

async function removedProject(name: string, client = as.owner): Promise<number> {
  const project = await createProject(client, name);
  expectStatus(await client.delete(`/api/projects/${project.id}.json`), 200);
  return project.id;
}

describe('the system admin’s removed projects', () => {
  it('are for system admins only', async () => {
    expectStatus(await as.owner.get('/api/admin/removed_projects.json'), 403);
    expectStatus(await as.anonymous.get('/api/admin/removed_projects.json'), 401);
  });

  it('lists removed projects of every company with their company, newest first', async () => {
    const acmeId = await removedProject('Old Acme plan');
    const globexId = await removedProject('Old Globex plan', as.globex);
    const page = expectStatus<Page<RemovedProject>>(await as.admin.get('/api/admin/removed_projects.json', { query: { sort: 'deleted_at', direction: 'desc' } }), 200);
    expect(page.items.slice(0, 2).map((project) => [project.id, project.company.name])).toEqual([[globexId, 'Globex'], [acmeId, 'Acme']]);
    const searched = expectStatus<Page<RemovedProject>>(await as.admin.get('/api/admin/removed_projects.json', { query: { search: 'globex plan' } }), 200);
    expect(searched.items.map((project) => project.id)).toEqual([globexId]);
    const ofAcme = expectStatus<Page<RemovedProject>>(await as.admin.get(`/api/admin/companies/${seed.companies.acme}/projects/removed_projects.json`), 200);
    expect(ofAcme.items.map((project) => project.company.name)).not.toContain('Globex');
  });

  it('restores a removed project, which its people see again, and audits it', async () => {
    const id = await removedProject('Back again');
    expectStatus(await as.owner.get(`/api/projects/${id}.json`), 404);
    const restored = expectStatus<RemovedProject>(await as.admin.put(`/api/admin/removed_projects/${id}.json`), 200);
    expect(restored).toMatchObject({ id, name: 'Back again', company: { id: seed.companies.acme } });
    expectStatus(await as.owner.get(`/api/projects/${id}.json`), 200);
    expectStatus(await as.admin.put(`/api/admin/removed_projects/${id}.json`), 404);
    const audit = expectStatus<Page<{ action: string; summary: string }>>(await as.admin.get(`/api/admin/companies/${seed.companies.acme}/audit_events.json`), 200);
    expect(audit.items[0]).toMatchObject({ action: 'project.restored', summary: 'Restored project "Back again"' });
  });

  it('restores through a company only a project of that company', async () => {
    const id = await removedProject('Acme only');
    expectStatus(await as.admin.put(`/api/admin/companies/${seed.companies.globex}/projects/${id}.json`), 404);
    expectStatus(await as.admin.put(`/api/admin/companies/${seed.companies.acme}/projects/${id}.json`), 200);
  });
});
