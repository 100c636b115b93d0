import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { startTestServer, type TestServer } from './harness';
import { checkAdminInput, createAdmin } from '../../server/db/create-admin';
import { companies, users } from '../../server/db/schema';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('createAdmin', () => {
  it('creates a system admin in the first company', async () => {
    const result = await createAdmin(t.db, { email: 'root@acme.test', password: 'long enough pw', name: 'Root' });
    expect(result).toMatchObject({ created: true, createdCompany: false, companyId: t.seed.companies.acme });
    const [user] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ system_admin: true, company_role: 'admin', name: 'Root' });
    expect(await verifyPassword('long enough pw', user.password_hash)).toBe(true);
  });

  it('promotes an existing user and sets the new password', async () => {
    const result = await createAdmin(t.db, { email: 'VIEWER@acme.test', password: 'new password 1', name: 'Vera' });
    expect(result).toMatchObject({ created: false, userId: t.seed.users.viewer });
    const [user] = await t.db.select().from(users).where(eq(users.id, t.seed.users.viewer));
    expect(user.system_admin).toBe(true);
    expect(await verifyPassword('new password 1', user.password_hash)).toBe(true);
  });

  it('creates a company first when there is none', async () => {
    class Rollback extends Error {}
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE companies CASCADE`);
        const result = await createAdmin(tx, { email: 'first@new.test', password: 'long enough pw', name: 'First', companyName: 'Initech' });
        expect(result).toMatchObject({ created: true, createdCompany: true });
        expect(await tx.select({ name: companies.name }).from(companies)).toEqual([{ name: 'Initech' }]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('refuses a bad email, a short password and an empty name, saying which', async () => {
    expect(checkAdminInput({ email: 'nope', password: 'short', name: ' ' })).toEqual([
      'The email address is not valid.',
      'The password needs at least 10 characters.',
      'The name is empty.',
    ]);
    await expect(createAdmin(t.db, { email: 'x@y.z', password: 'short', name: 'X' })).rejects.toThrow(/at least 10 characters/);
  });
});
