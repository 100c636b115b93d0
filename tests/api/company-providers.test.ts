import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProvider, ProviderDiscoveryCheck } from '../../core/domain/company-providers';
import { auditEvents, companyProviders } from '../../server/db/schema';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed } = useSignedInServer();
const providersOf = (companyId: number, id?: number, action = '') =>
  `/api/admin/companies/${companyId}/providers${id === undefined ? '' : `/${id}`}${action}.json`;

describe("a company's sign-in providers (system admins)", () => {
  let peer: OidcPeer;
  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUris: ['http://tessera.test/oauth-redirect'] });
  });
  afterAll(() => peer.close());

  const newProvider = () => ({ label: 'Acme SSO', issuer_url: `${peer.issuer}/`, client_id: peer.clientId, client_secret: peer.clientSecret });

  it('keeps the client secret encrypted and never answers it', async () => {
    const created = expectStatus<CompanyProvider>(await as.admin.post(providersOf(seed.companies.acme), newProvider()), 201);
    expect(created).toMatchObject({
      label: 'Acme SSO', issuer_url: peer.issuer, client_id: 'tessera', has_client_secret: true,
      scopes: 'openid email profile', match_claim: 'email', create_unknown_users: false, active: true,
    });
    expect(JSON.stringify(created)).not.toContain(peer.clientSecret);
    const [row] = await t.db.select().from(companyProviders).where(eq(companyProviders.id, created.id));
    expect(row.client_secret_encrypted).not.toContain(peer.clientSecret);
    expect(row.client_secret_encrypted.length).toBeGreaterThan(peer.clientSecret.length);

    for (const res of [await as.admin.get(providersOf(seed.companies.acme)), await as.admin.get(providersOf(seed.companies.acme, created.id))]) {
      expect(res.body).not.toContain(peer.clientSecret);
      expect(res.body).not.toContain('"client_secret"');
    }
  });

  it('changes only the fields given; an empty secret removes it; every change is audited', async () => {
    const created = expectStatus<CompanyProvider>(await as.admin.post(providersOf(seed.companies.acme), newProvider()), 201);
    const renamed = expectStatus<CompanyProvider>(
      await as.admin.put(providersOf(seed.companies.acme, created.id), { label: 'Acme login', create_unknown_users: true }),
      200,
    );
    expect(renamed).toMatchObject({ label: 'Acme login', create_unknown_users: true, has_client_secret: true, client_id: 'tessera' });
    const cleared = expectStatus<CompanyProvider>(await as.admin.put(providersOf(seed.companies.acme, created.id), { client_secret: '' }), 200);
    expect(cleared.has_client_secret).toBe(false);
    expect((await as.admin.delete(providersOf(seed.companies.acme, created.id))).statusCode).toBe(204);
    expectStatus(await as.admin.get(providersOf(seed.companies.acme, created.id)), 404);

    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.target_id, created.id));
    expect(audited.filter((event) => event.target_type === 'provider').map((event) => event.action)).toEqual([
      'provider.created', 'provider.updated', 'provider.updated', 'provider.deleted',
    ]);
    expect(audited.every((event) => event.company_id === seed.companies.acme)).toBe(true);
  });

  it('takes https issuers, and plain http only on this machine', async () => {
    const create = (issuer_url: string) => as.admin.post(providersOf(seed.companies.acme), { ...newProvider(), issuer_url });
    expect(failingFields(await create('http://login.example.com'))).toEqual(['issuer_url']);
    expect(failingFields(await create('not a url'))).toEqual(['issuer_url']);
    expect(failingFields(await create('https://login.example.com/?x=1'))).toEqual(['issuer_url']);
    expectStatus(await create('https://login.example.com/realms/acme'), 201);
    expectStatus(await create('http://localhost:8080/realms/acme'), 201);
    expect(failingFields(await as.admin.post(providersOf(seed.companies.acme), { ...newProvider(), scopes: 'email profile' }))).toEqual(['scopes']);
  });

  it('tests discovery: the issuer it found, or what is wrong', async () => {
    const good = expectStatus<CompanyProvider>(await as.admin.post(providersOf(seed.companies.acme), newProvider()), 201);
    const found = expectStatus<ProviderDiscoveryCheck>(await as.admin.post(providersOf(seed.companies.acme, good.id, '/check')), 200);
    expect(found).toMatchObject({ ok: true, problem: null, issuer: peer.issuer, token_endpoint: `${peer.issuer}/token` });

    const wrong = expectStatus<CompanyProvider>(
      await as.admin.post(providersOf(seed.companies.acme), { ...newProvider(), issuer_url: `${peer.issuer}/nowhere` }),
      201,
    );
    const problem = expectStatus<ProviderDiscoveryCheck>(await as.admin.post(providersOf(seed.companies.acme, wrong.id, '/check')), 200);
    expect(problem.ok).toBe(false);
    expect(problem.problem).toContain(`${peer.issuer}/nowhere/.well-known/openid-configuration`);
  });

  it('is for system admins only, and a provider is reached only through its own company', async () => {
    const created = expectStatus<CompanyProvider>(await as.admin.post(providersOf(seed.companies.acme), newProvider()), 201);
    expectStatus(await as.owner.get(providersOf(seed.companies.acme)), 403);
    expectStatus(await as.owner.post(providersOf(seed.companies.acme), newProvider()), 403);
    expectStatus(await as.owner.get(providersOf(seed.companies.acme, created.id)), 403);
    expectStatus(await t.anonymous.get(providersOf(seed.companies.acme)), 401);
    expectStatus(await as.admin.get(providersOf(seed.companies.globex, created.id)), 404);
    expectStatus(await as.admin.put(providersOf(seed.companies.globex, created.id), { label: 'Taken over' }), 404);
    expectStatus(await as.admin.get(providersOf(999_999)), 404);
  });
});
