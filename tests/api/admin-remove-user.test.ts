import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, projects, users } from '../../server/db/schema';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();

const removeUrl = (companyId: number, userId: number) => `/api/admin/companies/${companyId}/users/${userId}.json`;

describe('a system admin takes a person out of a company', () => {
  it('is for system admins only', async () => {
    expectStatus(await as.owner.put(removeUrl(seed.companies.acme, seed.users.editor), { removed: true }), 403);
    expectStatus(await as.anonymous.put(removeUrl(seed.companies.acme, seed.users.editor), { removed: true }), 401);
  });

  it('refuses when the company has no other admin to take over the projects', async () => {
    expectStatus(await as.admin.put(removeUrl(seed.companies.globex, seed.users.globex), { removed: true }), 422);
  });

  it('passes the person’s projects to an admin of their company, frees the licence and ends sign-in', async () => {
    const [{ id: project }] = await t.db.insert(projects).values({ company_id: seed.companies.globex, name: 'Globex plan', created_by: seed.users.globex }).returning({ id: projects.id });
    const [{ id: heir }] = await t.db
      .insert(users)
      .values({ company_id: seed.companies.globex, email: 'boss@globex.test', name: 'Boss Globex', company_role: 'admin', has_licence: true })
      .returning({ id: users.id });
    await t.db.update(companies).set({ licences_used: 2 }).where(eq(companies.id, seed.companies.globex));

    const removed = await as.admin.put(removeUrl(seed.companies.globex, seed.users.globex), { removed: true });
    expect(removed.statusCode, removed.body).toBe(204);
    const [owner] = await t.db.select({ created_by: projects.created_by }).from(projects).where(eq(projects.id, project));
    expect(owner.created_by).toBe(heir);
    const [company] = await t.db.select({ used: companies.licences_used }).from(companies).where(eq(companies.id, seed.companies.globex));
    expect(company.used).toBe(1);
    expectStatus(await t.anonymous.post('/api/oauth/sessions.json', { email: 'user@globex.test', password: 'tessera-demo' }), 403);
  });
});
