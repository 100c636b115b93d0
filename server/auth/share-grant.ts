/**
 * Share-link visitors (route guard rule 2): the session-token header carries `<projectAccessId>` or
 * `<projectAccessId>:<moduleAccessId>` (the module part may also be a plain module id). Each access id is
 * base64(`${id}|${secret}`) (core/domain/access-id.ts). A grant exists only while its project_access_urls
 * row matches the secret and is not revoked; the lookup runs on every request, so a revoked link is
 * refused at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { decodeAccessId, isNumericId } from '../../core/domain/access-id';
import { COMPANY_ROLE_PERMISSIONS } from '../../core/domain/company-role';
import { SHARED_USER_ID, SHARED_USER_NAME } from '../../core/domain/sharing-types';
import type { Queryable } from '../db/client';
import { projectAccessUrls, projects } from '../db/schema';
import type { AuthContext, ShareGrant, UserRow } from './auth-context';

const MAX_TOKEN_LENGTH = 1024;

/** The module named by the token's second part: an access id's number (with its secret) or a plain id. */
function parseModulePart(part: string | undefined): { id: number; secret: string | null } | null | undefined {
  if (part === undefined || part === '') return undefined;
  if (isNumericId(part)) return { id: Number(part), secret: null };
  return decodeAccessId(part);
}

export async function resolveShareGrant(db: Queryable, sessionToken: string): Promise<ShareGrant | null> {
  if (sessionToken.length > MAX_TOKEN_LENGTH) return null;
  const colon = sessionToken.indexOf(':');
  const projectPart = colon < 0 ? sessionToken : sessionToken.slice(0, colon);
  const projectAccess = decodeAccessId(projectPart);
  if (!projectAccess) return null;
  const modulePart = parseModulePart(colon < 0 ? undefined : sessionToken.slice(colon + 1));
  if (modulePart === null) return null;
  if (modulePart?.secret != null && modulePart.secret !== projectAccess.secret) return null;

  const [row] = await db
    .select({ id: projectAccessUrls.id, module_id: projectAccessUrls.module_id, company_id: projects.company_id })
    .from(projectAccessUrls)
    .innerJoin(projects, eq(projects.id, projectAccessUrls.project_id))
    .where(
      and(
        eq(projectAccessUrls.project_id, projectAccess.id),
        eq(projectAccessUrls.secret, projectAccess.secret),
        isNull(projectAccessUrls.revoked_at),
        isNull(projects.deleted_at),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A module link names its own module; a project link lets the visitor open any module of the project.
  if (row.module_id !== null && modulePart && modulePart.id !== row.module_id) return null;
  return { accessUrlId: row.id, projectId: projectAccess.id, moduleId: row.module_id, companyId: row.company_id };
}

/** The account-less user a share-link visitor is: no company (id 0 owns nothing), read only. */
export function sharedVisitorRow(): UserRow {
  const now = new Date(0);
  return {
    id: SHARED_USER_ID,
    company_id: 0,
    email: '',
    name: SHARED_USER_NAME,
    password_hash: null,
    company_role: 'reader',
    system_admin: false,
    restricted: false,
    accepted_eula: true,
    viewed_intro_tour: true,
    viewed_landing_tour: true,
    profile_image: null,
    has_licence: false,
    status: 'active',
    language: 'en',
    last_sign_in_at: null,
    notification_mail: 'off',
    created_at: now,
    updated_at: now,
  };
}

export function sharedVisitorContext(grant: ShareGrant): AuthContext {
  return {
    kind: 'shared',
    user: sharedVisitorRow(),
    companyRole: 'reader',
    companyPermissions: { ...COMPANY_ROLE_PERMISSIONS.reader },
    roleIds: [],
    sessionId: 0,
    share: grant,
  };
}
