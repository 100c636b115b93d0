import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUser } from '../../core/domain/company-admin-types';
import { companies, projects, projectUserPermissions, users } from '../../server/db/schema';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startTestServer, type TestServer } from './harness';
import { auditOf, globexAdmin, holders, licenceState } from './support/company-admin';
import { expectStatus, failingFields, signInAll, type Actors } from './support/workspace';

let peer: SmtpPeer;
let t: TestServer;
let as: Actors;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestServer({ config: { smtpUrl: peer.url } });
  as = await signInAll(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const usersUrl = '/api/company_admin/users.json';
const userUrl = (id: number, action?: string) => `/api/company_admin/users/${id}${action ? `/${action}` : ''}.json`;

describe('the company admin’s people', () => {
  it('lists the company’s people to its admins only, paged and searched', async () => {
    const page = expectStatus<{ items: CompanyUser[]; total: number }>(await as.owner.get(usersUrl, { query: { per_page: 2, sort: 'email' } }), 200);
    expect(page.total).toBe(5);
    expect(page.items.map((u) => u.email)).toEqual(['admin@acme.test', 'editor@acme.test']);
    const found = expectStatus<{ items: CompanyUser[] }>(await as.owner.get(usersUrl, { query: { search: 'VERA' } }), 200);
    expect(found.items).toEqual([expect.objectContaining({ email: 'viewer@acme.test', has_licence: true, status: 'active', company_role: 'member' })]);
    for (const client of [as.editor, as.viewer, as.restricted, as.globex]) expectStatus(await client.get(usersUrl), 403);
    expectStatus(await as.anonymous.get(usersUrl), 401);
    expectStatus(await as.admin.get(usersUrl), 200);
  });

  it('invites by email: an invited person without a password, a mail with the link, an audit entry', async () => {
    const before = await licenceState(t, t.seed.companies.acme);
    const invited = expectStatus<CompanyUser>(await as.owner.post(usersUrl, { name: 'Ivy Invited', email: 'Ivy@Acme.test', company_role: 'member', has_licence: true }), 201);
    expect(invited).toMatchObject({ email: 'ivy@acme.test', status: 'invited', has_licence: true });
    expect((await licenceState(t, t.seed.companies.acme)).licences_used).toBe(before.licences_used + 1);
    const mail = await peer.waitForMail((m) => m.to.includes('ivy@acme.test'));
    expect(linkIn(mail, '/accept-invitation')).toContain('token=');
    const [row] = await t.db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, invited.id));
    expect(row.password_hash).toBeNull();
    expect((await auditOf(as.owner, { target_type: 'user', target_id: invited.id }))[0]).toMatchObject({ action: 'user.invited', actor: { name: 'Otto Owner' } });

    expectStatus(await as.owner.post(userUrl(invited.id, 'resend_invitation')), 200);
    await peer.waitForMail((m) => m.to.includes('ivy@acme.test') && m !== mail);
  });

  it('refuses an address already in use with 422 on email', async () => {
    expect(failingFields(await as.owner.post(usersUrl, { name: 'Dup', email: 'EDITOR@acme.test', company_role: 'member', has_licence: false }))).toEqual(['email']);
  });

  it('moves licences_used by exactly one per change and never past the count; beyond it answers 402 to /company/details', async () => {
    const acme = t.seed.companies.acme;
    const { licences_used } = await licenceState(t, acme);
    expectStatus(await as.owner.post(userUrl(t.seed.users.editor, 'remove_licence')), 200);
    expectStatus(await as.owner.post(userUrl(t.seed.users.editor, 'remove_licence')), 200);
    expect((await licenceState(t, acme)).licences_used).toBe(licences_used - 1);
    expectStatus(await as.owner.post(userUrl(t.seed.users.editor, 'add_licence')), 200);
    expectStatus(await as.owner.post(userUrl(t.seed.users.editor, 'add_licence')), 200);
    expect((await licenceState(t, acme)).licences_used).toBe(licences_used);

    // The count may be reached exactly: the last free licence can be given.
    await t.db.update(companies).set({ licence_count: licences_used }).where(eq(companies.id, acme));
    expectStatus(await as.owner.post(userUrl(t.seed.users.viewer, 'remove_licence')), 200);
    expectStatus(await as.owner.post(userUrl(t.seed.users.viewer, 'add_licence')), 200);

    // Full: one more is refused with the 402 the client follows to the company's details.
    const refused = await as.owner.post(usersUrl, { name: 'Too Many', email: 'toomany@acme.test', company_role: 'member', has_licence: true });
    expect(refused.statusCode).toBe(402);
    expect(refused.headers.location).toBe('/company/details');
    expect(refused.json()).toMatchObject({ error: 'payment_required', location: '/company/details', message: expect.stringContaining('licences') });
    expect(await t.db.select().from(users).where(eq(users.email, 'toomany@acme.test'))).toEqual([]);
    expect((await licenceState(t, acme)).licences_used).toBe(licences_used);
    expect(await holders(t, acme)).toBe(licences_used);
  });

  it('lets only one of several requests at once take the last licence', async () => {
    const acme = t.seed.companies.acme;
    const people = [t.seed.users.editor, t.seed.users.viewer, t.seed.users.restricted];
    for (const id of people) expectStatus(await as.owner.post(userUrl(id, 'remove_licence')), 200);
    const { licences_used } = await licenceState(t, acme);
    await t.db.update(companies).set({ licence_count: licences_used + 1 }).where(eq(companies.id, acme));
    const answers = await Promise.all([...people, ...people].map((id) => as.owner.post(userUrl(id, 'add_licence'))));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 402).length).toBeGreaterThanOrEqual(4);
    expect(statuses.every((s) => s === 200 || s === 402)).toBe(true);
    expect(await licenceState(t, acme)).toEqual({ licence_count: licences_used + 1, licences_used: licences_used + 1 });
    expect(await holders(t, acme)).toBe(licences_used + 1);
    await t.db.update(companies).set({ licence_count: 10 }).where(eq(companies.id, acme));
    for (const id of people) expectStatus(await as.owner.post(userUrl(id, 'add_licence')), 200);
  });

  it('changes a role and the restricted flag, audited; an admin cannot change their own role', async () => {
    expect(expectStatus<CompanyUser>(await as.owner.put(userUrl(t.seed.users.viewer), { company_role: 'reader', restricted: true }), 200)).toMatchObject({ company_role: 'reader', restricted: true });
    expectStatus(await as.owner.put(userUrl(t.seed.users.viewer), { company_role: 'member', restricted: false }), 200);
    expect((await auditOf(as.owner, { target_type: 'user', target_id: t.seed.users.viewer }))[0].summary).toContain('no longer restricted');
    expect(failingFields(await as.owner.put(userUrl(t.seed.users.owner), { company_role: 'member' }))).toEqual(['company_role']);
  });

  it('keeps each company’s people to its own admins: 404 for another company’s person', async () => {
    const globex = await globexAdmin(t);
    const page = expectStatus<{ items: CompanyUser[] }>(await globex.get(usersUrl), 200);
    expect(page.items.map((u) => u.email)).toEqual(['user@globex.test']);
    expectStatus(await globex.put(userUrl(t.seed.users.viewer), { restricted: true }), 404);
    expectStatus(await globex.post(userUrl(t.seed.users.viewer, 'remove_licence')), 404);
    expectStatus(await globex.put(userUrl(t.seed.users.viewer), { removed: true }), 404);
  });

  it('removes a person: projects and admin grants pass to the admin, licence freed, sessions ended, sign-in refused', async () => {
    const acme = t.seed.companies.acme;
    const editor = t.seed.users.editor;
    const [project] = await t.db.insert(projects).values({ company_id: acme, name: 'Eddie’s plan', created_by: editor }).returning();
    await t.db.insert(projectUserPermissions).values({ project_id: project.id, user_id: editor, permission_key: 'admin' });
    const { licences_used } = await licenceState(t, acme);

    expectStatus(await as.owner.put(userUrl(editor), { removed: true }), 200);

    const [after] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(after.created_by).toBe(t.seed.users.owner);
    const grants = await t.db.select().from(projectUserPermissions).where(eq(projectUserPermissions.project_id, project.id));
    expect(grants.map((g) => [g.user_id, g.permission_key])).toEqual([[t.seed.users.owner, 'admin']]);
    expect((await licenceState(t, acme)).licences_used).toBe(licences_used - 1);
    expectStatus(await as.editor.get('/api/projects.json'), 401);
    const signIn = await t.anonymous.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: 'tessera-demo' });
    expect(signIn.statusCode).toBe(403);
    expect((await auditOf(as.owner, { target_type: 'user', target_id: editor }))[0]).toMatchObject({ action: 'user.removed' });
    const page = expectStatus<{ items: CompanyUser[] }>(await as.owner.get(usersUrl, { query: { search: 'editor' } }), 200);
    expect(page.items).toEqual([]);
    const pickable = expectStatus<{ email: string }[]>(await as.owner.get('/api/users.json'), 200);
    expect(pickable.map((u) => u.email)).not.toContain('editor@acme.test');
    expectStatus(await as.owner.put(userUrl(editor), { removed: true }), 404);
    expect(failingFields(await as.owner.put(userUrl(t.seed.users.owner), { removed: true }))).toEqual(['removed']);
  });
});
