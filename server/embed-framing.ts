/**
 * Which sites may frame an embedded module (/embed/projects/{project}/...): the allowed embed hosts of the
 * project's company (company admin, /company/details). A company without any keeps the embed open to every
 * site, as before the setting existed; with a list, only those origins (and Tessera itself) may frame it.
 * The hosts are stored as bare https origins (administration/company-details.ts), so they are safe in the header.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { numericTwin } from '../core/domain/access-id';
import type { Queryable } from './db/client';
import { companies, projects } from './db/schema';

const EMBED_PROJECT = /^\/embed\/projects\/([^/]+)\//;

/** The frame-ancestors directive for an embed page's path, or null when any site may frame it. */
export async function embedFrameAncestors(db: Queryable, path: string): Promise<string | null> {
  const match = EMBED_PROJECT.exec(path);
  const projectId = match ? numericTwin(match[1]) : null;
  if (projectId === null) return null;
  const [row] = await db
    .select({ hosts: companies.embed_hosts })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.company_id))
    .where(and(eq(projects.id, projectId), isNull(projects.deleted_at)))
    .limit(1);
  return row && row.hosts.length > 0 ? `frame-ancestors 'self' ${row.hosts.join(' ')}` : null;
}
