import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyApiKey, CreatedApiKey } from '../../core/domain/company-admin-types';
import { companyApiKeys } from '../../server/db/schema';
import { hashApiKey } from '../../server/auth/api-key-token';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

async function createKey(scope: 'read' | 'read_write', expires_at: string | null = null): Promise<CreatedApiKey> {
  return expectStatus<CreatedApiKey>(await as.owner.post('/api/company_admin/api_keys.json', { name: `${scope} key`, scope, expires_at }), 201);
}

describe('company API keys', () => {
  it('shows the secret once and keeps only its sha256', async () => {
    const key = await createKey('read');
    expect(key.secret).toMatch(/^tsk_[0-9a-f]{8}_[\w-]{43}$/);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);
    const [row] = await t.db.select().from(companyApiKeys).where(eq(companyApiKeys.id, key.id));
    expect(row.secret_hash).toBe(hashApiKey(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = expectStatus<CompanyApiKey[]>(await as.owner.get('/api/company_admin/api_keys.json'), 200);
    expect(list[0]).toMatchObject({ id: key.id, scope: 'read', last_used_at: null, created_by_name: 'Otto Owner' });
    expect(list[0]).not.toHaveProperty('secret');
    expectStatus(await as.editor.get('/api/company_admin/api_keys.json'), 403);
    expectStatus(await as.editor.post('/api/company_admin/api_keys.json', { name: 'x', scope: 'read', expires_at: null }), 403);
  });

  it('lets a read key read the company’s projects, never write, and notes its last use', async () => {
    const key = await createKey('read');
    const client = t.client({ token: key.secret });
    const projects = expectStatus<{ id: number }[] | { items: { id: number }[] }>(await client.get('/api/projects.json'), 200);
    expect(JSON.stringify(projects)).toContain(`"id":${onboarding}`);
    expect(expectStatus<{ message: string }>(await client.put(`/api/projects/${onboarding}.json`, { description: 'by key' }), 403).message).toContain('only read');
    expect(expectStatus<{ message: string }>(await client.post('/api/projects.json', { name: 'by key' }), 403).message).toContain('only read');
    const [row] = await t.db.select().from(companyApiKeys).where(eq(companyApiKeys.id, key.id));
    expect(row.last_used_at).not.toBeNull();
  });

  it('lets a read and write key write, but never reach the admin areas or the account', async () => {
    const key = await createKey('read_write');
    const client = t.client({ token: key.secret });
    expectStatus(await client.put(`/api/projects/${onboarding}.json`, { description: 'by key' }), 200);
    expect(expectStatus<{ message: string }>(await client.get('/api/company_admin/users.json'), 403).message).toContain('administration');
    expectStatus(await client.post('/api/company_admin/api_keys.json', { name: 'more', scope: 'read_write', expires_at: null }), 403);
    expectStatus(await client.get('/api/admin/project_statuses.json'), 403);
    expectStatus(await client.get('/api/current_user.json'), 403);
  });

  it('refuses a revoked key and an expired key at once with 401', async () => {
    const revoked = await createKey('read');
    const client = t.client({ token: revoked.secret });
    expectStatus(await client.get('/api/projects.json'), 200);
    expect(expectStatus<CompanyApiKey>(await as.owner.delete(`/api/company_admin/api_keys/${revoked.id}.json`), 200).revoked_at).not.toBeNull();
    expectStatus(await client.get('/api/projects.json'), 401);

    const expiring = await createKey('read', new Date(Date.now() + 60_000).toISOString());
    const later = t.client({ token: expiring.secret });
    expectStatus(await later.get('/api/projects.json'), 200);
    await t.db.update(companyApiKeys).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(companyApiKeys.id, expiring.id));
    expectStatus(await later.get('/api/projects.json'), 401);

    expectStatus(await t.client({ token: 'tsk_00000000_unknown' }).get('/api/projects.json'), 401);
    expectStatus(await as.owner.post('/api/company_admin/api_keys.json', { name: 'old', scope: 'read', expires_at: '2000-01-01T00:00:00Z' }), 422);
  });

  it('keeps each company’s keys to its own admins', async () => {
    const key = await createKey('read');
    expectStatus(await as.globex.delete(`/api/company_admin/api_keys/${key.id}.json`), 403);
    expectStatus(await as.viewer.delete(`/api/company_admin/api_keys/${key.id}.json`), 403);
  });
});
