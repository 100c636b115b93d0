/**
 * The company's API keys (/api/company_admin/api_keys): create (the key is answered once; only its sha256 is
 * kept), list with last use, revoke (refused at once from then on). How a key authenticates:
 * server/auth/api-key-auth.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiKeyCreate, ApiKeyScope, CompanyApiKey, CreatedApiKey } from '../../../core/domain/company-admin-types';
import type { AuthContext } from '../../auth/auth-context';
import { generateApiKey } from '../../auth/api-key-token';
import type { Database, Queryable } from '../../db/client';
import { companyApiKeys, users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { recordAudit } from './audit-log';

type KeyRow = typeof companyApiKeys.$inferSelect;

function apiKeyOf(row: KeyRow, createdByName: string | null): CompanyApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope as ApiKeyScope,
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    created_by_name: createdByName,
  };
}

/** Every key of the company, newest first (a company has a handful, so no paging). */
export async function listApiKeys(db: Queryable, companyId: number): Promise<CompanyApiKey[]> {
  const rows = await db
    .select({ key: companyApiKeys, created_by_name: users.name })
    .from(companyApiKeys)
    .leftJoin(users, eq(users.id, companyApiKeys.created_by))
    .where(eq(companyApiKeys.company_id, companyId))
    .orderBy(desc(companyApiKeys.created_at), desc(companyApiKeys.id));
  return rows.map((row) => apiKeyOf(row.key, row.created_by_name));
}

export async function createApiKey(db: Database, auth: AuthContext, companyId: number, input: ApiKeyCreate): Promise<CreatedApiKey> {
  const expiresAt = input.expires_at === null ? null : new Date(input.expires_at);
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw unprocessable([{ field: 'expires_at', code: 'dateInPast', message: 'Choose an expiry date in the future, or none.' }]);
  }
  const { key, prefix, secret_hash } = generateApiKey();
  const name = input.name.trim();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companyApiKeys)
      .values({ company_id: companyId, name, prefix, secret_hash, scope: input.scope, expires_at: expiresAt, created_by: auth.user.id })
      .returning();
    await recordAudit(tx, auth, {
      company_id: companyId, action: 'api_key.created', target_type: 'api_key', target_id: created.id,
      summary: `Created the ${input.scope === 'read' ? 'read-only' : 'read and write'} API key "${name}" (${prefix})`,
    });
    return created;
  });
  return { ...apiKeyOf(row, auth.user.name), secret: key };
}

export async function revokeApiKey(db: Database, auth: AuthContext, companyId: number, keyId: number): Promise<CompanyApiKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyApiKeys)
      .set({ revoked_at: sql`coalesce(${companyApiKeys.revoked_at}, now())` })
      .where(and(eq(companyApiKeys.id, keyId), eq(companyApiKeys.company_id, companyId)))
      .returning();
    if (!row) throw notFound('This API key');
    await recordAudit(tx, auth, { company_id: companyId, action: 'api_key.revoked', target_type: 'api_key', target_id: keyId, summary: `Revoked the API key "${row.name}" (${row.prefix})` });
    const [creator] = row.created_by ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.created_by)) : [];
    return apiKeyOf(row, creator?.name ?? null);
  });
}
