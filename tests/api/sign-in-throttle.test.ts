import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_ADDRESS } from '../../server/auth/auth-constants';
import { signInFailures } from '../../server/db/schema';
import { ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

const SIGN_IN = '/api/oauth/sessions.json';

let t: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [t, proxied] = await Promise.all([startTestServer(), startTestServer({ config: { trustProxy: true } })]);
});
afterAll(() => Promise.all([t?.close(), proxied?.close()]));

/** A not-signed-in client of `app` with the XSRF cookie, from its own address. */
async function visitor(app: FastifyInstance, address: string): Promise<ApiClient> {
  const c = new ApiClient(app, { remoteAddress: address });
  await c.get('/api/system.json');
  return c;
}

describe('sign-in throttle per account', () => {
  it('counts spaced, upper-case and compatibility-form variants of an email as one account', async () => {
    const variants = [' editor@acme.test', '\teditor@acme.test', 'editor@acme.test ', 'EDITOR@ACME.TEST', 'ｅditor@acme.test'];
    expect(variants).toHaveLength(SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    for (const [i, email] of variants.entries()) {
      const c = await visitor(t.app, `10.20.0.${i + 1}`);
      expect((await c.post(SIGN_IN, { email, password: 'wrong' })).statusCode, JSON.stringify(email)).toBe(401);
    }
    for (const email of ['editor@acme.test', ' Editor@acme.test\t']) {
      const fresh = await visitor(t.app, '10.20.1.1');
      expect((await fresh.post(SIGN_IN, { email, password: DEMO_PASSWORD })).statusCode).toBe(429);
    }
  });

  it('signs in with a spaced or compatibility-form variant of the email', async () => {
    const c = await visitor(t.app, '10.21.0.1');
    expect((await c.post(SIGN_IN, { email: ' ＶＩＥＷＥＲ@acme.test ', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('holds the lock behind a trusted proxy whatever address X-Forwarded-For names', async () => {
    const c = await visitor(proxied.app, '10.22.0.1');
    const guess = (i: number, password = `guess-${i}`) =>
      c.post(SIGN_IN, { email: 'owner@acme.test', password }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    const checked = burst.filter((res) => res.statusCode === 401);
    expect(checked).toHaveLength(SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(30 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    for (let i = 100; i < 110; i++) expect((await guess(i)).statusCode).toBe(429);
    expect((await guess(200, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in throttle storage', () => {
  it('is shared by every API process on the database, for accounts and addresses', async () => {
    const second = await buildApp({ db: t.db, config: t.config });
    try {
      const first = await visitor(t.app, '10.23.0.1');
      for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++) {
        expect((await first.post(SIGN_IN, { email: 'restricted@acme.test', password: 'wrong' })).statusCode).toBe(401);
      }
      const other = await visitor(second, '10.23.0.2');
      expect((await other.post(SIGN_IN, { email: 'restricted@acme.test', password: DEMO_PASSWORD })).statusCode).toBe(429);

      const sprayer = await visitor(t.app, '10.23.0.3');
      for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
        expect((await sprayer.post(SIGN_IN, { email: `nobody-${i}@acme.test`, password: 'wrong' })).statusCode).toBe(401);
      }
      const sameAddress = await visitor(second, '10.23.0.3');
      expect((await sameAddress.post(SIGN_IN, { email: 'admin@acme.test', password: DEMO_PASSWORD })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps one fixed-size row per account or address, without the email, and drops ended windows', async () => {
    await t.db.delete(signInFailures);
    const c = await visitor(t.app, '10.24.0.1');
    for (let i = 0; i < 3; i++) await c.post(SIGN_IN, { email: 'user@globex.test', password: 'wrong' });
    const rows = await t.db.select().from(signInFailures);
    expect(rows.map((row) => row.failures)).toEqual([3, 3]);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);

    await t.db.update(signInFailures).set({ window_ends_at: new Date(Date.now() - 1000) });
    await visitor(t.app, '10.24.0.2').then((other) => other.post(SIGN_IN, { email: 'nobody@acme.test', password: 'wrong' }));
    const left = await t.db.select().from(signInFailures);
    expect(left.map((row) => row.failures)).toEqual([1, 1]);
  });

  it('takes a successful sign-in off the address and forgives the account', async () => {
    await t.db.delete(signInFailures);
    const c = await visitor(t.app, '10.25.0.1');
    await c.post(SIGN_IN, { email: 'user@globex.test', password: 'wrong' });
    expect((await c.post(SIGN_IN, { email: 'user@globex.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await t.db.select().from(signInFailures)).map((row) => row.failures)).toEqual([1]);
  });
});
