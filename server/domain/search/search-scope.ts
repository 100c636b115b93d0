/**
 * What a search may look through: the projects the caller may read (the rule of the project lists,
 * project-list.ts) and the data catalogs they may read (data-item-access.ts). Nothing else is ever searched.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogs, projects } from '../../db/schema';
import { DATA_CATALOG_KIND, loadDataItemPermissions, visibleDataItems } from '../data-governance/data-item-access';
import { readableProjects } from '../project-list';

export interface SearchScope {
  /** A subquery of readable project ids; null when the caller may read none. */
  projectIds: SQL | null;
  catalogIds: number[];
}

export async function loadSearchScope(db: Queryable, auth: AuthContext): Promise<SearchScope> {
  const readable = readableProjects(db, auth);
  const projectIds = readable && sql`(${db.select({ id: projects.id }).from(projects).where(readable)})`;
  const catalogs = await db.select().from(dataCatalogs).where(visibleDataItems(DATA_CATALOG_KIND, auth));
  const flags = await loadDataItemPermissions(db, DATA_CATALOG_KIND, auth, catalogs);
  return { projectIds, catalogIds: catalogs.filter((catalog) => flags.get(catalog.id)?.read).map((catalog) => catalog.id) };
}

/** The condition on search_documents (aliased `d`) that keeps what the scope reaches. */
export function withinScope(scope: SearchScope): SQL {
  const inProjects = scope.projectIds ? sql`d.project_id IN ${scope.projectIds}` : sql`false`;
  const inCatalogs = scope.catalogIds.length > 0 ? sql`d.data_catalog_id IN (${sql.join(scope.catalogIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
  return sql`(${inProjects} OR ${inCatalogs})`;
}
