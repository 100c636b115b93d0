/** Helpers of the company admin API tests. */
import { and, eq } from 'drizzle-orm';
import type { AuditEventView } from '../../../core/domain/company-admin-types';
import { companies, users } from '../../../server/db/schema';
import type { ApiClient, TestServer } from '../harness';
import { expectStatus } from './workspace';

export async function licenceState(t: TestServer, companyId: number): Promise<{ licence_count: number; licences_used: number }> {
  const [row] = await t.db.select({ licence_count: companies.licence_count, licences_used: companies.licences_used }).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** How many of the company's people hold a licence: licences_used must always equal it. */
export async function holders(t: TestServer, companyId: number): Promise<number> {
  const rows = await t.db.select({ id: users.id }).from(users).where(and(eq(users.company_id, companyId), eq(users.has_licence, true)));
  return rows.length;
}

/** Makes the Globex demo user an admin of Globex and answers their signed-in client. */
export async function globexAdmin(t: TestServer): Promise<ApiClient> {
  await t.db.update(users).set({ company_role: 'admin' }).where(eq(users.id, t.seed.users.globex));
  return t.signIn('user@globex.test');
}

export async function auditOf(client: ApiClient, query: Record<string, string | number> = {}): Promise<AuditEventView[]> {
  return expectStatus<{ items: AuditEventView[] }>(await client.get('/api/company_admin/audit_events.json', { query }), 200).items;
}
