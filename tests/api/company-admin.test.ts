import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyAdminView, CompanyTeam, CompanyTeamDetails, RemovedProject } from '../../core/domain/company-admin-types';
import { accountImages, storedFiles } from '../../server/db/schema';
import { fileStorage } from '../../server/storage';
import { auditOf, globexAdmin } from './support/company-admin';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields } from './support/workspace';

const { t, as, onboarding, seed } = useSignedInServer();

const png = { filename: 'picture.png', contentType: 'image/png', data: TINY_PNG };

describe('the company details', () => {
  it('answers the admin view with licences and trial end; members are refused', async () => {
    const view = expectStatus<CompanyAdminView>(await as.owner.get('/api/company_admin/company.json'), 200);
    expect(view).toMatchObject({ name: 'Acme', licence_count: 10, licences_used: 5, trial_ends_at: null, embed_hosts: [] });
    for (const client of [as.editor, as.restricted, as.globex]) expectStatus(await client.get('/api/company_admin/company.json'), 403);
    expectStatus(await as.anonymous.get('/api/company_admin/company.json'), 401);
  });

  it('changes name, login page and embed hosts (https origins only), answers the current company, audits', async () => {
    const answer = expectStatus<Record<string, unknown>>(
      await as.owner.put('/api/company_admin/company.json', { name: ' Acme Ltd ', login_page_url: 'https://sso.acme.test', embed_hosts: ['https://intranet.acme.test/', 'https://wiki.acme.test:8443'] }),
      200,
    );
    expect(answer).toMatchObject({ name: 'Acme Ltd', login_page_url: 'https://sso.acme.test', permissions: { admin: true } });
    expect(answer).not.toHaveProperty('licence_count');
    const view = expectStatus<CompanyAdminView>(await as.owner.get('/api/company_admin/company.json'), 200);
    expect(view.embed_hosts).toEqual(['https://intranet.acme.test', 'https://wiki.acme.test:8443']);
    expect(failingFields(await as.owner.put('/api/company_admin/company.json', { embed_hosts: ['https://ok.test', 'http://plain.test', 'https://x.test/path'] }))).toEqual(['embed_hosts/1', 'embed_hosts/2']);
    // Licences are the system admin's: a company admin's licence_count is dropped, and nothing is audited for it.
    expectStatus(await as.owner.put('/api/company_admin/company.json', { licence_count: 99 }), 200);
    expect(expectStatus<CompanyAdminView>(await as.owner.get('/api/company_admin/company.json'), 200).licence_count).toBe(10);
    expect((await auditOf(as.owner, { target_type: 'company' }))[0]).toMatchObject({ action: 'company.updated', summary: expect.stringContaining('allowed embed hosts') });
    expectStatus(await as.editor.put('/api/company_admin/company.json', { name: 'Hijack' }), 403);
  });

  it('uploads and removes the logo as an account image', async () => {
    const company = expectStatus<{ logo: string }>(await postMultipart(t, as.owner, '/api/company_admin/company/upload_logo.json', { logo: png }), 200);
    expect(company.logo).toMatch(/^\/api\/files\//);
    expect((await as.viewer.get(company.logo)).statusCode).toBe(200);
    const key = company.logo.replace('/api/files/', '');
    expect(expectStatus<{ logo: null }>(await as.owner.post('/api/company_admin/company/remove_logo.json'), 200).logo).toBeNull();
    expect(await t.db.select().from(accountImages).where(eq(accountImages.key, key))).toEqual([]);
    expect(await fileStorage(t.app).get(key)).toBeNull();
    expectStatus(await as.editor.post('/api/company_admin/company/remove_logo.json'), 403);
  });
});

describe('teams', () => {
  it('creates a team, adds viewer, and a team grant of write lets viewer edit; deleting it takes the grant away', async () => {
    const team = expectStatus<CompanyTeamDetails>(await as.owner.post('/api/company_admin/roles.json', { name: 'Writers' }), 201);
    expect(failingFields(await as.owner.post('/api/company_admin/roles.json', { name: 'writers' }))).toEqual(['name']);
    expectStatus(await as.owner.post(`/api/company_admin/roles/${team.id}/members.json`, { user_id: seed.users.viewer }), 200);
    expectStatus(await as.owner.post(`/api/company_admin/roles/${team.id}/members.json`, { user_id: seed.users.globex }), 422);
    expectStatus(await as.viewer.put(`/api/projects/${onboarding}.json`, { description: 'by viewer' }), 403);

    expectStatus(await as.owner.post(`/api/projects/${onboarding}/role_permissions.json`, { role_id: team.id, permission_key: 'write' }), 201);
    const viewer = await t.signIn('viewer@acme.test');
    expectStatus(await viewer.put(`/api/projects/${onboarding}.json`, { description: 'by viewer' }), 200);

    const details = expectStatus<CompanyTeamDetails>(await as.owner.get(`/api/company_admin/roles/${team.id}.json`), 200);
    expect(details).toMatchObject({ name: 'Writers', member_count: 1, members: [{ email: 'viewer@acme.test' }], project_grants: [{ project_id: onboarding, permission_key: 'write' }] });
    const page = expectStatus<{ items: CompanyTeam[] }>(await as.owner.get('/api/company_admin/roles.json', { query: { search: 'writ' } }), 200);
    expect(page.items).toEqual([{ id: team.id, name: 'Writers', member_count: 1 }]);
    expect(expectStatus<CompanyTeamDetails>(await as.owner.put(`/api/company_admin/roles/${team.id}.json`, { name: 'Editors' }), 200).name).toBe('Editors');

    expectStatus(await as.owner.delete(`/api/company_admin/roles/${team.id}.json`), 200);
    const again = await t.signIn('viewer@acme.test');
    expectStatus(await again.put(`/api/projects/${onboarding}.json`, { description: 'by viewer again' }), 403);
    expect((await auditOf(as.owner, { target_type: 'team', target_id: team.id })).map((e) => e.action)).toEqual(
      ['team.deleted', 'team.renamed', 'team.member_added', 'team.created'],
    );
  });

  it('keeps teams to their company’s admins', async () => {
    const team = expectStatus<CompanyTeamDetails>(await as.owner.post('/api/company_admin/roles.json', { name: 'Ops' }), 201);
    expectStatus(await as.editor.post('/api/company_admin/roles.json', { name: 'Nope' }), 403);
    expectStatus(await as.editor.delete(`/api/company_admin/roles/${team.id}.json`), 403);
    const globex = await globexAdmin(t);
    expectStatus(await globex.get(`/api/company_admin/roles/${team.id}.json`), 404);
    expectStatus(await globex.delete(`/api/company_admin/roles/${team.id}.json`), 404);
    expectStatus(await globex.post(`/api/company_admin/roles/${team.id}/members.json`, { user_id: seed.users.globex }), 404);
  });
});

describe('removed projects', () => {
  it('lists a removed project, restores it, and deletes one for good with its files', async () => {
    const project = await createProject(as.owner, 'Short-lived');
    expectStatus(await as.owner.delete(`/api/projects/${project.id}.json`), 200);
    const page = expectStatus<{ items: RemovedProject[]; total: number }>(await as.owner.get('/api/company_admin/removed_projects.json'), 200);
    expect(page.items.map((p) => p.name)).toContain('Short-lived');
    expectStatus(await as.editor.get('/api/company_admin/removed_projects.json'), 403);
    expectStatus(await (await globexAdmin(t)).put(`/api/company_admin/removed_projects/${project.id}.json`), 404);

    expectStatus(await as.owner.put(`/api/company_admin/removed_projects/${project.id}.json`), 200);
    expectStatus(await as.owner.get(`/api/projects/${project.id}.json`), 200);
    expectStatus(await as.owner.put(`/api/company_admin/removed_projects/${project.id}.json`), 404);

    const withImage = expectStatus<{ image: string }>(await postMultipart(t, as.owner, `/api/projects/${project.id}/upload_image.json`, { image: png }), 200);
    const key = withImage.image.replace('/api/files/', '');
    expectStatus(await as.owner.delete(`/api/projects/${project.id}.json`), 200);
    expectStatus(await as.owner.delete(`/api/company_admin/removed_projects/${project.id}.json`), 200);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(await fileStorage(t.app).get(key)).toBeNull();
    expectStatus(await as.owner.put(`/api/company_admin/removed_projects/${project.id}.json`), 404);
    expect((await auditOf(as.owner, { target_type: 'project', target_id: project.id })).map((e) => e.action)).toEqual(['project.deleted_permanently', 'project.restored']);
  });
});
