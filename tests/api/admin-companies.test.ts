import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '../../core/domain/admin-accounts';
import { companies, companyProviders, emailTemplates, users } from '../../server/db/schema';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed } = useSignedInServer();

type Page<T> = { items: T[]; total: number };
type AuditPage = Page<{ action: string; summary: string; actor: { name: string } | null }>;

async function createCompany(name: string, body: Partial<AdminCompany> = {}): Promise<AdminCompany> {
  return expectStatus<AdminCompany>(await as.admin.post('/api/admin/companies.json', { name, licence_count: 5, ...body }), 201);
}

async function auditOf(companyId: number): Promise<AuditPage> {
  return expectStatus<AuditPage>(await as.admin.get(`/api/admin/companies/${companyId}/audit_events.json`), 200);
}

describe('the system admin’s companies', () => {
  it('are for system admins only: company admins and members 403, nobody 401', async () => {
    for (const [client, status] of [[as.owner, 403], [as.editor, 403], [as.anonymous, 401]] as const) {
      expectStatus(await client.get('/api/admin/companies.json'), status);
      expectStatus(await client.post('/api/admin/companies.json', { name: 'Refused', licence_count: 1 }), status);
      expectStatus(await client.get('/api/admin/companies/quick_index.json'), status);
    }
  });

  it('lists a page of companies with their people, sorted and searched', async () => {
    const page = expectStatus<Page<AdminCompany>>(await as.admin.get('/api/admin/companies.json', { query: { sort: 'user_count', direction: 'desc', per_page: '1' } }), 200);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toMatchObject({ id: seed.companies.acme, name: 'Acme', user_count: 5, licences_used: 5, active: true });
    const found = expectStatus<Page<AdminCompany>>(await as.admin.get('/api/admin/companies.json', { query: { search: 'GLOB' } }), 200);
    expect(found.items.map((company) => company.name)).toEqual(['Globex']);
    expectStatus(await as.admin.get('/api/admin/companies.json', { query: { sort: 'password' } }), 422);
  });

  it('creates a company and writes it to the audit log', async () => {
    const created = await createCompany('Initech', { trial_ends_at: '2027-01-31', active: false });
    expect(created).toMatchObject({ name: 'Initech', licence_count: 5, licences_used: 0, user_count: 0, active: false, trial_ends_at: '2027-01-31T00:00:00.000Z' });
    expect(expectStatus<AdminCompany>(await as.admin.get(`/api/admin/companies/${created.id}.json`), 200)).toEqual(created);
    const audit = await auditOf(created.id);
    expect(audit.items[0]).toMatchObject({ action: 'company.created', actor: { name: 'Ada Admin' } });
    expect(failingFields(await as.admin.post('/api/admin/companies.json', { name: '  ', licence_count: 1 }))).toContain('name');
  });

  it('edits name, licences, trial end and active, and keeps the licence count at or above the licences in use', async () => {
    const company = await createCompany('Umbrella');
    const edited = expectStatus<AdminCompany>(
      await as.admin.put(`/api/admin/companies/${company.id}.json`, { name: 'Umbrella Corp', licence_count: 20, trial_ends_at: null, active: false }),
      200,
    );
    expect(edited).toMatchObject({ name: 'Umbrella Corp', licence_count: 20, trial_ends_at: null, active: false });
    expect((await auditOf(company.id)).items[0].summary).toBe('Changed company "Umbrella Corp": name "Umbrella" → "Umbrella Corp", licences 5 → 20, deactivated');
    expect(failingFields(await as.admin.put(`/api/admin/companies/${seed.companies.acme}.json`, { licence_count: 4 }))).toEqual(['licence_count']);
    expectStatus(await as.admin.put('/api/admin/companies/999999.json', { name: 'Nobody' }), 404);
  });

  it('deletes only a company without people or projects, and says what is left otherwise', async () => {
    const refused = expectStatus<{ message: string }>(await as.admin.delete(`/api/admin/companies/${seed.companies.globex}.json`), 409);
    expect(refused.message).toContain('still has 1 people');
    const empty = await createCompany('Empty Ltd');
    expectStatus(await as.admin.delete(`/api/admin/companies/${empty.id}.json`), 200);
    expectStatus(await as.admin.get(`/api/admin/companies/${empty.id}.json`), 404);
  });

  it('answers companies by name for pickers', async () => {
    const picks = expectStatus<Array<{ id: number; name: string }>>(await as.admin.get('/api/admin/companies/quick_index.json', { query: { search: 'acm' } }), 200);
    expect(picks).toEqual([{ id: seed.companies.acme, name: 'Acme' }]);
  });

  it('clones a company’s settings and mail templates, not its people, logo or sign-in providers', async () => {
    await t.db.update(companies).set({ entity_map: { tag: { singular: 'Label', plural: 'Labels' } }, embed_hosts: ['https://intranet.acme.test'], login_page_url: 'https://sso.acme.test' }).where(eq(companies.id, seed.companies.acme));
    await t.db.insert(emailTemplates).values({ company_id: seed.companies.acme, key: 'invitation', subject: 'Welcome to Acme', body: 'Hi {{name}}' });
    await t.db.insert(companyProviders).values({ company_id: seed.companies.acme, label: 'Acme SSO', issuer_url: 'https://sso.acme.test', client_id: 'acme', client_secret_encrypted: 'x' });
    const copy = expectStatus<AdminCompany>(await as.admin.post(`/api/admin/companies/${seed.companies.acme}/clone.json`, { name: 'Acme Two' }), 201);
    expect(copy).toMatchObject({ name: 'Acme Two', user_count: 0, licences_used: 0, licence_count: 10, logo: null, embed_hosts: ['https://intranet.acme.test'], login_page_url: 'https://sso.acme.test' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, copy.id));
    expect(row.entity_map).toEqual({ tag: { singular: 'Label', plural: 'Labels' } });
    expect(await t.db.select({ subject: emailTemplates.subject }).from(emailTemplates).where(eq(emailTemplates.company_id, copy.id))).toEqual([{ subject: 'Welcome to Acme' }]);
    expect(await t.db.select().from(companyProviders).where(eq(companyProviders.company_id, copy.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.company_id, copy.id))).toEqual([]);
    expect((await auditOf(copy.id)).items[0].summary).toBe('Created company "Acme Two" as a copy of "Acme"');
    const unnamed = expectStatus<AdminCompany>(await as.admin.post(`/api/admin/companies/${seed.companies.globex}/clone.json`, {}), 201);
    expect(unnamed.name).toBe('Copy of Globex');
  });

  it('uploads and removes a company logo that its people can see', async () => {
    const company = await createCompany('Logo Inc');
    const withLogo = expectStatus<AdminCompany>(
      await postMultipart(t, as.admin, `/api/admin/companies/${company.id}/upload_logo.json`, { image: { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG } }),
      200,
    );
    expect(withLogo.logo).toMatch(/^\/api\/files\//);
    const image = await as.editor.get(withLogo.logo!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const refused = await postMultipart(t, as.owner, `/api/admin/companies/${company.id}/upload_logo.json`, { image: { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG } });
    expect(refused.statusCode).toBe(403);
    const removed = expectStatus<AdminCompany>(await as.admin.post(`/api/admin/companies/${company.id}/remove_logo.json`), 200);
    expect(removed.logo).toBeNull();
    expectStatus(await as.editor.get(withLogo.logo!), 404);
    expect((await auditOf(company.id)).items.map((entry) => entry.action).slice(0, 2)).toEqual(['company.logo_removed', 'company.logo_changed']);
  });
});
