/**
 * Project resources: links and uploaded PDFs, ordered by position. Readers list them (a file's url is
 * GET /api/files/{key}, which checks project read again); writers add, change, reorder and remove them.
 * Every change is a project change (changeProject: one transaction and a history event).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { UpdatePositions } from '../../core/domain/api-types';
import type { ProjectResource, ProjectResourceKind, ProjectResourceUpdate } from '../../core/domain/sharing-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { projectResources } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { fileUrl, type FileStorage } from '../storage';
import { assertCompleteOrder, writePositions } from './positions';
import { loadProjectFor, loadProjectPartAccess } from './project-access';
import { changeProject, quoted } from './project-events';
import { recordStoredFile, storeFile } from './stored-files';

type ResourceRow = typeof projectResources.$inferSelect;

const RESOURCE = 'This resource';
export const MAX_TITLE_LENGTH = 200;
export const MAX_URL_LENGTH = 2000;
/** Every PDF starts with these bytes, whatever the browser says its type is. */
const PDF_MAGIC = Buffer.from('%PDF-');

export function presentResource(row: ResourceRow): ProjectResource {
  return {
    id: row.id,
    project_id: row.project_id,
    kind: row.kind as ProjectResourceKind,
    title: row.title,
    url: row.kind === 'file' ? (fileUrl(row.storage_key) ?? '') : (row.url ?? ''),
    content_type: row.content_type,
    byte_size: row.byte_size,
    position: row.position,
    created_at: row.created_at.toISOString(),
  };
}

export function cleanTitle(title: string): string {
  const text = title.trim();
  if (!text) throw unprocessable([{ field: 'title', code: 'required', message: 'Give the resource a title.' }]);
  if (text.length > MAX_TITLE_LENGTH) {
    throw unprocessable([{ field: 'title', code: 'tooLong', params: { count: MAX_TITLE_LENGTH }, message: `Keep the title under ${MAX_TITLE_LENGTH} characters.` }]);
  }
  return text;
}

/** Only web addresses: http and https (no javascript:, data: or file: links). */
export function cleanUrl(url: string, field = 'url'): string {
  const text = url.trim();
  const parsed = URL.canParse(text) ? new URL(text) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || text.length > MAX_URL_LENGTH) {
    throw unprocessable([{ field, message: 'Give a web address starting with http:// or https://.', code: 'url' }]);
  }
  return text;
}

export function isPdf(data: Buffer): boolean {
  return data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

async function selectResources(db: Queryable, projectId: number): Promise<ResourceRow[]> {
  return db
    .select()
    .from(projectResources)
    .where(eq(projectResources.project_id, projectId))
    .orderBy(asc(projectResources.position), asc(projectResources.id));
}

async function findResource(db: Queryable, projectId: number, id: number): Promise<ResourceRow> {
  const [row] = await db
    .select()
    .from(projectResources)
    .where(and(eq(projectResources.id, id), eq(projectResources.project_id, projectId)));
  if (!row) throw notFound(RESOURCE);
  return row;
}

async function nextResourcePosition(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${projectResources.position}) + 1, 0)` })
    .from(projectResources)
    .where(eq(projectResources.project_id, projectId));
  return Number(row?.next ?? 0);
}

export async function listResources(db: Queryable, auth: AuthContext, projectId: number): Promise<ProjectResource[]> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  // A module link shows its module and the project's name, not the project's resources.
  if (access.share?.moduleId != null) return [];
  return (await selectResources(db, projectId)).map(presentResource);
}

/** One resource, for whoever may list them (a module link reaches none). */
export async function getResource(db: Queryable, auth: AuthContext, projectId: number, id: number): Promise<ProjectResource> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  if (access.share?.moduleId != null) throw notFound(RESOURCE);
  return presentResource(await findResource(db, projectId, id));
}

/** Puts every resource of the project in the given order: positions become 0..n-1. */
export async function reorderResources(db: Database, auth: AuthContext, projectId: number, input: UpdatePositions): Promise<ProjectResource[]> {
  await loadProjectFor(db, auth, projectId, 'write');
  const rows = await changeProject(
    db,
    projectId,
    async (tx) => {
      assertCompleteOrder(input.ids, (await selectResources(tx, projectId)).map((row) => row.id), { singular: 'Resource', plural: 'resources of the project' });
      await writePositions(tx, projectResources, input.ids);
      return selectResources(tx, projectId);
    },
    auth,
    { action: 'moved', subject_type: 'ProjectResource', summary: 'Reordered the resources' },
  );
  return rows.map(presentResource);
}

export async function createLinkResource(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: { title: string; url: string },
): Promise<ProjectResource> {
  await loadProjectFor(db, auth, projectId, 'write');
  const title = cleanTitle(input.title);
  const url = cleanUrl(input.url);
  const row = await changeProject(
    db,
    projectId,
    async (tx) => {
      const [created] = await tx
        .insert(projectResources)
        .values({ project_id: projectId, kind: 'link', title, url, position: await nextResourcePosition(tx, projectId), created_by: auth.user.id })
        .returning();
      return created;
    },
    auth,
    (created) => ({ action: 'created', subject_type: 'ProjectResource', subject_id: created.id, summary: `Added link ${quoted(title)}` }),
  );
  return presentResource(row);
}

export async function createFileResource(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  projectId: number,
  file: { data: Buffer; content_type: string; title: string },
): Promise<ProjectResource> {
  await loadProjectFor(db, auth, projectId, 'write');
  const title = cleanTitle(file.title);
  const stored = await storeFile(storage, { kind: 'project_resource', project_id: projectId }, file.data, file.content_type);
  try {
    const row = await changeProject(
      db,
      projectId,
      async (tx) => {
        const [created] = await tx
          .insert(projectResources)
          .values({
            project_id: projectId,
            kind: 'file',
            title,
            storage_key: stored.key,
            content_type: stored.content_type,
            byte_size: stored.byte_size,
            position: await nextResourcePosition(tx, projectId),
            created_by: auth.user.id,
          })
          .returning();
        await recordStoredFile(tx, { kind: 'project_resource', project_id: projectId, resource_id: created.id }, stored);
        return created;
      },
      auth,
      (created) => ({ action: 'created', subject_type: 'ProjectResource', subject_id: created.id, summary: `Uploaded ${quoted(title)}` }),
    );
    return presentResource(row);
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
}

export async function updateResource(
  db: Database,
  auth: AuthContext,
  projectId: number,
  id: number,
  input: ProjectResourceUpdate,
): Promise<ProjectResource> {
  await loadProjectFor(db, auth, projectId, 'write');
  const row = await findResource(db, projectId, id);
  const changes: Partial<Pick<ResourceRow, 'title' | 'url'>> = {};
  if (input.title !== undefined) changes.title = cleanTitle(input.title);
  if (input.url !== undefined) {
    if (row.kind !== 'link') throw unprocessable([{ field: 'url', code: 'uploadKeepsAddress', message: 'An uploaded file keeps its address; upload a new file instead.' }]);
    changes.url = cleanUrl(input.url);
  }
  const updated = await changeProject(
    db,
    projectId,
    async (tx) => {
      if (Object.keys(changes).length > 0) {
        await tx.update(projectResources).set({ ...changes, updated_at: sql`now()` }).where(eq(projectResources.id, id));
      }
      if (input.position !== undefined) {
        // Moving one resource renumbers them all 0..n-1, so positions never collide.
        const order = (await selectResources(tx, projectId)).map((r) => r.id).filter((rid) => rid !== id);
        order.splice(Math.min(input.position, order.length), 0, id);
        await writePositions(tx, projectResources, order);
      }
      return findResource(tx, projectId, id);
    },
    auth,
    { action: 'updated', subject_type: 'ProjectResource', subject_id: id, summary: `Changed resource ${quoted(changes.title ?? row.title)}` },
  );
  return presentResource(updated);
}

export async function destroyResource(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  projectId: number,
  id: number,
): Promise<ProjectResource> {
  await loadProjectFor(db, auth, projectId, 'write');
  const row = await findResource(db, projectId, id);
  await changeProject(
    db,
    projectId,
    (tx) => tx.delete(projectResources).where(eq(projectResources.id, id)),
    auth,
    { action: 'deleted', subject_type: 'ProjectResource', subject_id: id, summary: `Removed resource ${quoted(row.title)}` },
  );
  if (row.storage_key) await storage.delete(row.storage_key);
  return presentResource(row);
}
