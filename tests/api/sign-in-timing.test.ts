/**
 * Sign-in must cost the same scrypt work whether the email is unknown, the account has no password or
 * the password is wrong, so timing does not tell which accounts exist. The test counts the scrypt calls
 * the real server makes (node:crypto's own function, wrapped to record its cost) instead of timing them.
 */
import crypto, { type ScryptOptions } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCRYPT_COST, hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** The cost of every scrypt run while `work` runs. */
async function scryptCostsOf(work: () => Promise<unknown>): Promise<Array<Pick<ScryptOptions, 'N' | 'r' | 'p'>>> {
  const spy = vi.spyOn(crypto, 'scrypt');
  syncBuiltinESMExports();
  try {
    await work();
    return spy.mock.calls.map((call) => {
      const { N, r, p } = call[3] as ScryptOptions;
      return { N, r, p };
    });
  } finally {
    spy.mockRestore();
    syncBuiltinESMExports();
  }
}

let address = 0;
async function visitor(): Promise<ApiClient> {
  const c = t.client({ remoteAddress: `10.30.0.${++address}` });
  await c.get('/api/system.json');
  return c;
}

const signIn = async (email: string, password: string) => (await visitor()).post('/api/oauth/sessions.json', { email, password });

describe('sign-in cost', () => {
  it('runs one scrypt check at the default cost for an unknown email, a wrong password, no password and a right one', async () => {
    await t.db.update(users).set({ password_hash: null }).where(eq(users.email, 'restricted@acme.test'));
    await t.db.update(users).set({ password_hash: 'not-a-hash' }).where(eq(users.email, 'user@globex.test'));
    const cases = [
      ['nobody@acme.test', 'wrong', 401],
      ['editor@acme.test', 'wrong', 401],
      ['restricted@acme.test', 'wrong', 401],
      ['user@globex.test', 'wrong', 401],
      ['viewer@acme.test', DEMO_PASSWORD, 200],
    ] as const;
    for (const [email, password, status] of cases) {
      let statusCode = 0;
      const costs = await scryptCostsOf(async () => ({ statusCode } = await signIn(email, password)));
      expect(statusCode, email).toBe(status);
      expect(costs, email).toEqual([DEFAULT_SCRYPT_COST]);
    }
  });

  it('rehashes a password stored at another cost when its owner signs in', async () => {
    await t.db.update(users).set({ password_hash: await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 }) }).where(eq(users.email, 'owner@acme.test'));
    expect((await signIn('owner@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const [owner] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, 'owner@acme.test'));
    expect(owner.hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const costs = await scryptCostsOf(() => signIn('owner@acme.test', 'wrong'));
    expect(costs).toEqual([DEFAULT_SCRYPT_COST]);
  });
});
