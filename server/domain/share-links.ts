/**
 * Share links (project and module access URLs). Only project admins create, list and revoke them. A link's
 * public ids are base64(`${projectId}|${secret}`) and, for a module link, base64(`${moduleId}|${secret}`)
 * (core/domain/access-id.ts), so the route guard's numeric twin is the real id and the server checks the
 * secret (server/auth/share-grant.ts). Revoking stamps revoked_at: the next request with it is refused.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { encodeAccessId } from '../../core/domain/access-id';
import type { ModuleAccessUrl, ProjectAccessUrl } from '../../core/domain/sharing-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { projectAccessUrls } from '../db/schema';
import { notFound } from '../errors';
import type { ModuleRegistry } from './module-registry';
import { assertProjectAction, loadProjectFor } from './project-access';
import { loadModuleAccess, type TypedModuleRow } from './module-access';
import { changeProject, quoted } from './project-events';

type AccessUrlRow = typeof projectAccessUrls.$inferSelect;

const LINK = 'This share link';
/** Ids that need no escaping in a path or a header: no '+' or '/' from base64. */
const PATH_SAFE = /^[A-Za-z0-9=]+$/;

/** A fresh secret whose access ids are path-safe (a few tries at most; any secret works in the end). */
export function newSecret(ids: readonly number[]): string {
  let secret = '';
  for (let attempt = 0; attempt < 200; attempt += 1) {
    secret = randomBytes(24).toString('hex');
    if (ids.every((id) => PATH_SAFE.test(encodeAccessId(id, secret)))) return secret;
  }
  return secret;
}

/** '=' is allowed in a path segment; only the rare fallback secret needs escaping. */
function pathPart(accessId: string): string {
  return PATH_SAFE.test(accessId) ? accessId : encodeURIComponent(accessId);
}

export function presentProjectLink(row: AccessUrlRow): ProjectAccessUrl {
  const accessId = encodeAccessId(row.project_id, row.secret);
  return {
    id: row.id,
    project_id: row.project_id,
    module_id: null,
    access_id: accessId,
    url: `/projects/${pathPart(accessId)}`,
    created_at: row.created_at.toISOString(),
  };
}

export function presentModuleLink(row: AccessUrlRow, module: TypedModuleRow, registry: ModuleRegistry): ModuleAccessUrl {
  const manifest = registry.moduleTypeByKey(module.type_key)?.manifest;
  const segment = manifest?.segment ?? 'modules';
  const embedSegment = manifest?.embedSegment ?? segment;
  const projectAccessId = encodeAccessId(row.project_id, row.secret);
  const accessId = encodeAccessId(module.id, row.secret);
  const ids = `${pathPart(projectAccessId)}/SEGMENT/${pathPart(accessId)}`;
  return {
    id: row.id,
    project_id: row.project_id,
    module_id: module.id,
    project_access_id: projectAccessId,
    access_id: accessId,
    url: `/projects/${ids.replace('SEGMENT', segment)}`,
    embed_url: `/embed/projects/${ids.replace('SEGMENT', embedSegment)}`,
    created_at: row.created_at.toISOString(),
  };
}

function liveLinks(projectId: number, moduleId: number | null) {
  return and(
    eq(projectAccessUrls.project_id, projectId),
    moduleId === null ? isNull(projectAccessUrls.module_id) : eq(projectAccessUrls.module_id, moduleId),
    isNull(projectAccessUrls.revoked_at),
  );
}

async function revoke(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number | null,
  accessUrlId: number,
  summary: string,
): Promise<AccessUrlRow> {
  return changeProject(
    db,
    projectId,
    async (tx) => {
      const [row] = await tx
        .update(projectAccessUrls)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(projectAccessUrls.id, accessUrlId), liveLinks(projectId, moduleId)))
        .returning();
      if (!row) throw notFound(LINK);
      return row;
    },
    auth,
    { action: 'deleted', subject_type: 'ProjectAccessUrl', subject_id: accessUrlId, summary },
  );
}

async function insertLink(
  db: Database,
  auth: AuthContext,
  projectId: number,
  moduleId: number | null,
  summary: string,
): Promise<AccessUrlRow> {
  const secret = newSecret(moduleId === null ? [projectId] : [projectId, moduleId]);
  return changeProject(
    db,
    projectId,
    async (tx) => {
      const [row] = await tx
        .insert(projectAccessUrls)
        .values({ project_id: projectId, module_id: moduleId, secret, created_by: auth.kind === 'user' ? auth.user.id : null })
        .returning();
      return row;
    },
    auth,
    (row) => ({ action: 'created', subject_type: 'ProjectAccessUrl', subject_id: row.id, summary }),
  );
}

// ---- project links ----

export async function createProjectLink(db: Database, auth: AuthContext, projectId: number): Promise<ProjectAccessUrl> {
  await loadProjectFor(db, auth, projectId, 'admin');
  return presentProjectLink(await insertLink(db, auth, projectId, null, 'Created a share link to the project'));
}

export async function listProjectLinks(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectAccessUrl[]> {
  await loadProjectFor(db, auth, projectId, 'admin');
  const rows = await db.select().from(projectAccessUrls).where(liveLinks(projectId, null)).orderBy(asc(projectAccessUrls.id));
  return rows.map(presentProjectLink);
}

export async function revokeProjectLink(
  db: Database,
  auth: AuthContext,
  projectId: number,
  accessUrlId: number,
): Promise<ProjectAccessUrl> {
  await loadProjectFor(db, auth, projectId, 'admin');
  return presentProjectLink(await revoke(db, auth, projectId, null, accessUrlId, 'Revoked a share link to the project'));
}

// ---- module links ----

async function loadModuleForSharing(db: Queryable, auth: AuthContext, projectId: number, moduleId: number) {
  const access = await loadModuleAccess(db, auth, projectId, moduleId);
  // Sharing is the project admin's call, locked module or not.
  assertProjectAction(access, 'admin');
  return access.module;
}

export async function createModuleLink(
  db: Database,
  registry: ModuleRegistry,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
): Promise<ModuleAccessUrl> {
  const module = await loadModuleForSharing(db, auth, projectId, moduleId);
  const row = await insertLink(db, auth, projectId, moduleId, `Created a share link to module ${quoted(module.name)}`);
  return presentModuleLink(row, module, registry);
}

export async function listModuleLinks(
  db: Queryable,
  registry: ModuleRegistry,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
): Promise<ModuleAccessUrl[]> {
  const module = await loadModuleForSharing(db, auth, projectId, moduleId);
  const rows = await db.select().from(projectAccessUrls).where(liveLinks(projectId, moduleId)).orderBy(asc(projectAccessUrls.id));
  return rows.map((row) => presentModuleLink(row, module, registry));
}

export async function revokeModuleLink(
  db: Database,
  registry: ModuleRegistry,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  accessUrlId: number,
): Promise<ModuleAccessUrl> {
  const module = await loadModuleForSharing(db, auth, projectId, moduleId);
  const row = await revoke(db, auth, projectId, moduleId, accessUrlId, `Revoked a share link to module ${quoted(module.name)}`);
  return presentModuleLink(row, module, registry);
}
