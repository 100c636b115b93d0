/**
 * The further links of a stakeholder or a product (/api/links): reached through their owner, so reading
 * needs what reading the owner needs and changing needs project write. A new link goes last.
 */
import { sql } from 'drizzle-orm';
import type { Link, LinkCreate, LinkUpdate, LinkableType } from '../../../core/domain/registry-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { notFound } from '../../errors';
import { loadProjectFor } from '../project-access';
import { changeProject, type ChangeEvent } from '../project-events';
import { cleanUrl } from '../project-resources';
import { linkableDeclaration } from './registry-declarations';
import { tableOf } from './registry-rows';
import { getRegistryItem } from './registry-store';

const LINK = 'This link';
const LINK_COLUMNS = sql`id, linkable_type, linkable_id, title, url, position`;

async function linksWhere(db: Queryable, where: ReturnType<typeof sql>): Promise<Array<Link & { project_id: number }>> {
  const { rows } = (await db.execute(sql`select ${LINK_COLUMNS}, project_id from links where ${where} order by position, id`)) as unknown as {
    rows: Array<Link & { project_id: number }>;
  };
  return rows;
}

const withoutProject = ({ project_id: _projectId, ...link }: Link & { project_id: number }): Link => link;

/** The project of a link's owner; 404 when the owner does not exist. */
async function ownerProject(db: Queryable, type: LinkableType, id: number): Promise<number> {
  const { rows } = (await db.execute(sql`select project_id from ${tableOf(linkableDeclaration(type))} where id = ${id}`)) as unknown as {
    rows: Array<{ project_id: number }>;
  };
  if (!rows[0]) throw notFound(`This ${linkableDeclaration(type).item.singular.toLowerCase()}`);
  return Number(rows[0].project_id);
}

/** The owner as the caller may read it (404 otherwise), then its links. */
export async function listLinks(db: Queryable, auth: AuthContext, type: LinkableType, ownerId: number): Promise<Link[]> {
  const projectId = await ownerProject(db, type, ownerId);
  await getRegistryItem(db, auth, linkableDeclaration(type), projectId, ownerId);
  const links = await linksWhere(db, sql`linkable_type = ${type} and linkable_id = ${ownerId}`);
  return links.map(withoutProject);
}

async function findLink(db: Queryable, id: number): Promise<Link & { project_id: number }> {
  const [link] = await linksWhere(db, sql`id = ${id}`);
  if (!link) throw notFound(LINK);
  return link;
}

export async function getLink(db: Queryable, auth: AuthContext, id: number): Promise<Link> {
  const link = await findLink(db, id);
  await getRegistryItem(db, auth, linkableDeclaration(link.linkable_type), link.project_id, link.linkable_id);
  return withoutProject(link);
}

const linkEvent = (action: string, verb: string) => (link: Link): ChangeEvent => ({
  action,
  subject_type: 'Link',
  subject_id: link.id,
  summary: `${verb} link "${link.title || link.url}"`,
  details: { linkable_type: link.linkable_type, linkable_id: link.linkable_id },
});

export async function createLink(db: Database, auth: AuthContext, input: LinkCreate): Promise<Link> {
  const projectId = await ownerProject(db, input.linkable_type, input.linkable_id);
  await loadProjectFor(db, auth, projectId, 'write');
  const url = cleanUrl(input.url);
  return changeProject(db, projectId, async (tx) => {
    const { rows } = (await tx.execute(sql`
      insert into links (project_id, linkable_type, linkable_id, title, url, position)
      select ${projectId}, ${input.linkable_type}, ${input.linkable_id}, ${input.title.trim()}, ${url}, coalesce(max(position) + 1, 0)
      from links where linkable_type = ${input.linkable_type} and linkable_id = ${input.linkable_id}
      returning ${LINK_COLUMNS}`)) as unknown as { rows: Link[] };
    return rows[0];
  }, auth, linkEvent('created', 'Added'));
}

export async function updateLink(db: Database, auth: AuthContext, id: number, input: LinkUpdate): Promise<Link> {
  const link = await findLink(db, id);
  await loadProjectFor(db, auth, link.project_id, 'write');
  const set = [
    ...(input.title === undefined ? [] : [sql`title = ${input.title.trim()}`]),
    ...(input.url === undefined ? [] : [sql`url = ${cleanUrl(input.url)}`]),
    ...(input.position === undefined ? [] : [sql`position = ${input.position}`]),
  ];
  return changeProject(db, link.project_id, async (tx) => {
    if (set.length > 0) await tx.execute(sql`update links set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${id}`);
    return withoutProject(await findLink(tx, id));
  }, auth, linkEvent('updated', 'Changed'));
}

export async function destroyLink(db: Database, auth: AuthContext, id: number): Promise<Link> {
  const link = await findLink(db, id);
  await loadProjectFor(db, auth, link.project_id, 'write');
  return changeProject(db, link.project_id, async (tx) => {
    await tx.execute(sql`delete from links where id = ${id}`);
    return withoutProject(link);
  }, auth, linkEvent('deleted', 'Removed'));
}
