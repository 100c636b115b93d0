import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENTITY_MAP } from '../../core/domain/entity-map';
import { companies, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

async function currentCompany(email: string) {
  const client = await t.signIn(email);
  const res = await client.get('/api/current_company');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; permissions: Record<string, boolean>; entity_map: Record<string, unknown> };
}

describe('GET /api/current_company', () => {
  it("answers the company with the default entity labels", async () => {
    const company = await currentCompany('editor@acme.test');
    expect(company).toEqual({
      id: t.seed.companies.acme,
      name: 'Acme',
      permissions: { read: true, write: true, admin: false },
      entity_map: DEFAULT_ENTITY_MAP,
      login_page_url: null,
      logo: null,
      suite_hosts: [],
    });
    expect(Object.values(DEFAULT_ENTITY_MAP).map((l) => l.singular)).toEqual([
      'Stakeholder',
      'Stakeholder Role',
      'Product & Service',
      'Product & Service Category',
      'Tag',
      'Tag Category',
    ]);
  });

  it('gives a company admin every permission', async () => {
    expect((await currentCompany('owner@acme.test')).permissions).toEqual({ read: true, write: true, admin: true });
  });

  it('gives a company reader only read', async () => {
    await t.db.update(users).set({ company_role: 'reader' }).where(eq(users.id, t.seed.users.viewer));
    expect((await currentCompany('viewer@acme.test')).permissions).toEqual({ read: true, write: false, admin: false });
  });

  it("answers a Globex user's own company", async () => {
    const company = await currentCompany('user@globex.test');
    expect(company).toMatchObject({ id: t.seed.companies.globex, name: 'Globex' });
  });

  it("applies the company's renamed labels over the defaults", async () => {
    await t.db
      .update(companies)
      .set({ entity_map: { stakeholder: { singular: 'Partner', plural: 'Partners' }, broken: 'ignored' } })
      .where(eq(companies.id, t.seed.companies.globex));
    const company = await currentCompany('user@globex.test');
    expect(company.entity_map).toEqual({ ...DEFAULT_ENTITY_MAP, stakeholder: { singular: 'Partner', plural: 'Partners' } });
  });

  it('answers 401 without a bearer token', async () => {
    expect((await t.anonymous.get('/api/current_company.json')).statusCode).toBe(401);
  });
});
