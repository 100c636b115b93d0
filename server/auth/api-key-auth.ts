/**
 * Calls made with a company API key (`Authorization: Bearer tsk_...`). A key acts as the company admin
 * who created it, as long as that person is still an active member of the key's company, with their
 * company role but never as a system admin, and within the key's scope (see installApiKeyLimits). A
 * revoked or expired key, or one whose creator left, authenticates nobody: the call answers 401 at once.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../core/domain/company-admin-types';
import type { Database } from '../db/client';
import { companyApiKeys, users } from '../db/schema';
import { forbidden } from '../errors';
import type { AuthContext } from './auth-context';
import { hashApiKey } from './api-key-token';
import { userAuthContext } from './user-auth-context';

/** last_used_at is written at most this often per key, so a busy key does not write on every call. */
export const API_KEY_LAST_USE_PRECISION_MS = 60_000;

/** Areas a key never reaches, whatever its scope: administration and the creator's own account. */
const AREAS_WITHOUT_KEYS = ['/api/admin', '/api/company_admin', '/api/current_user', '/api/oauth'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function authContextForApiKey(db: Database, key: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({ key: companyApiKeys, user: users })
    .from(companyApiKeys)
    .innerJoin(users, eq(users.id, companyApiKeys.created_by))
    .where(
      and(
        eq(companyApiKeys.secret_hash, hashApiKey(key)),
        isNull(companyApiKeys.revoked_at),
        or(isNull(companyApiKeys.expires_at), gt(companyApiKeys.expires_at, sql`now()`)),
        eq(users.company_id, companyApiKeys.company_id),
        eq(users.status, 'active'),
      ),
    );
  if (!row) return null;
  const lastUse = row.key.last_used_at?.getTime() ?? 0;
  if (Date.now() - lastUse >= API_KEY_LAST_USE_PRECISION_MS) {
    await db.update(companyApiKeys).set({ last_used_at: sql`now()` }).where(eq(companyApiKeys.id, row.key.id));
  }
  // The key acts with its creator's company role, never as a system admin.
  const context = await userAuthContext(db, { ...row.user, system_admin: false }, 0);
  return { ...context, apiKey: { id: row.key.id, scope: row.key.scope as ApiKeyScope } };
}

/** 403 for a key call outside what its scope allows: read keys only look; no key reaches the admin areas or the account. */
export function assertApiKeyMayCall(request: FastifyRequest, scope: ApiKeyScope): void {
  const path = request.routeOptions.url ?? request.url;
  if (AREAS_WITHOUT_KEYS.some((area) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}.`))) {
    throw forbidden({ code: 'apiKeyNoAdministration', message: 'An API key cannot use the administration or account calls. Sign in as a person to do this.' });
  }
  if (scope === 'read' && !SAFE_METHODS.has(request.method)) {
    throw forbidden({ code: 'apiKeyReadOnly', message: 'This API key may only read. Create a read and write key to make changes.' });
  }
}
