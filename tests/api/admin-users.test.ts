import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../core/domain/admin-accounts';
import { roles, users } from '../../server/db/schema';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed } = useSignedInServer();

type Page<T> = { items: T[]; total: number };

async function team(companyId: number, name: string): Promise<number> {
  const [row] = await t.db.insert(roles).values({ company_id: companyId, name }).returning({ id: roles.id });
  return row.id;
}

async function auditActions(userId: number): Promise<string[]> {
  const page = expectStatus<Page<{ action: string }>>(await as.admin.get(`/api/admin/users/${userId}/audit_events.json`), 200);
  return page.items.map((entry) => entry.action);
}

describe('the system admin’s people', () => {
  it('are for system admins only: company admins and members 403, nobody 401', async () => {
    expectStatus(await as.owner.get('/api/admin/users.json'), 403);
    expectStatus(await as.viewer.get('/api/admin/users.json'), 403);
    expectStatus(await as.anonymous.get('/api/admin/users.json'), 401);
  });

  it('lists everyone across companies, searched by name or email, filtered by company, sorted', async () => {
    const all = expectStatus<Page<AdminUser>>(await as.admin.get('/api/admin/users.json', { query: { sort: 'company', direction: 'desc' } }), 200);
    expect(all.total).toBe(6);
    expect(all.items[0]).toMatchObject({ email: 'user@globex.test', company: { id: seed.companies.globex, name: 'Globex' }, status: 'active' });
    const byName = expectStatus<Page<AdminUser>>(await as.admin.get('/api/admin/users.json', { query: { search: 'vera' } }), 200);
    expect(byName.items.map((user) => user.email)).toEqual(['viewer@acme.test']);
    const byEmail = expectStatus<Page<AdminUser>>(await as.admin.get('/api/admin/users.json', { query: { search: '@GLOBEX' } }), 200);
    expect(byEmail.total).toBe(1);
    const globex = expectStatus<Page<AdminUser>>(await as.admin.get('/api/admin/users.json', { query: { company_id: String(seed.companies.globex) } }), 200);
    expect(globex.items.map((user) => user.name)).toEqual(['Gus Globex']);
    const paged = expectStatus<Page<AdminUser>>(await as.admin.get('/api/admin/users.json', { query: { per_page: '2', page: '3', sort: 'name' } }), 200);
    expect(paged.items.map((user) => user.name)).toEqual(['Rita Restricted', 'Vera Viewer']);
  });

  it('edits name, email, company role, teams and flags, and audits the change', async () => {
    const sales = await team(seed.companies.acme, 'Sales');
    const edited = expectStatus<AdminUser>(
      await as.admin.put(`/api/admin/users/${seed.users.viewer}.json`, { name: 'Vera V.', email: 'vera@acme.test', company_role: 'reader', role_ids: [sales], restricted: true }),
      200,
    );
    expect(edited).toMatchObject({ name: 'Vera V.', email: 'vera@acme.test', company_role: 'reader', role_ids: [sales], restricted: true, system_admin: false });
    expect(expectStatus<AdminUser>(await as.admin.get(`/api/admin/users/${seed.users.viewer}.json`), 200)).toEqual(edited);
    const page = expectStatus<Page<{ summary: string }>>(await as.admin.get(`/api/admin/users/${seed.users.viewer}/audit_events.json`), 200);
    expect(page.items[0].summary).toBe('Changed Vera V.: name "Vera Viewer" → "Vera V.", email viewer@acme.test → vera@acme.test, company role member → reader, teams changed, restricted on');
  });

  it('refuses a team of another company, an email someone has, and a bad address', async () => {
    const globexTeam = await team(seed.companies.globex, 'Globex team');
    expect(failingFields(await as.admin.put(`/api/admin/users/${seed.users.editor}.json`, { role_ids: [globexTeam] }))).toEqual(['role_ids']);
    expectStatus(await as.admin.put(`/api/admin/users/${seed.users.editor}.json`, { email: 'OWNER@acme.test' }), 409);
    expect(failingFields(await as.admin.put(`/api/admin/users/${seed.users.editor}.json`, { email: 'not an address' }))).toContain('email');
    expectStatus(await as.admin.put('/api/admin/users/999999.json', { name: 'Nobody' }), 404);
  });

  it('grants the system admin flag to another, but never takes away one’s own', async () => {
    const granted = expectStatus<AdminUser>(await as.admin.put(`/api/admin/users/${seed.users.owner}.json`, { system_admin: true }), 200);
    expect(granted.system_admin).toBe(true);
    expect(failingFields(await as.admin.put(`/api/admin/users/${seed.users.admin}.json`, { system_admin: false }))).toEqual(['system_admin']);
    expectStatus(await as.admin.put(`/api/admin/users/${seed.users.owner}.json`, { system_admin: false }), 200);
  });

  it('uploads and removes a profile image', async () => {
    const withImage = expectStatus<AdminUser>(
      await postMultipart(t, as.admin, `/api/admin/users/${seed.users.editor}/upload_profile_image.json`, { image: { filename: 'me.png', contentType: 'image/png', data: TINY_PNG } }),
      200,
    );
    expect(withImage.profile_image).toMatch(/^\/api\/files\//);
    expect((await as.viewer.get(withImage.profile_image!)).statusCode).toBe(200);
    const removed = expectStatus<AdminUser>(await as.admin.post(`/api/admin/users/${seed.users.editor}/remove_profile_image.json`), 200);
    expect(removed.profile_image).toBeNull();
    expect((await auditActions(seed.users.editor)).slice(0, 2)).toEqual(['user.profile_image_removed', 'user.profile_image_changed']);
  });

  it('resends an invitation only to someone who has not accepted one', async () => {
    const [invited] = await t.db.insert(users).values({ company_id: seed.companies.acme, email: 'new@acme.test', name: 'New Person', status: 'invited' }).returning({ id: users.id });
    expectStatus(await as.admin.post(`/api/admin/users/${invited.id}/resend_invitation.json`), 200);
    expect(await auditActions(invited.id)).toEqual(['user.invitation_resent']);
    expectStatus(await as.admin.post(`/api/admin/users/${seed.users.editor}/resend_invitation.json`), 409);
  });
});
