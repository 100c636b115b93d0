/**
 * The home page lists (recently viewed, my projects, all projects) and the quick index: every
 * project the user can read, filtered, ordered and paged in SQL so `total` is exact.
 */
import { and, asc, count, desc, eq, exists, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type {
  PermissionFlags,
  OrderDirection,
  Paged,
  Project,
  ProjectEntityType,
  ProjectListQuery,
  ProjectOrder,
  QuickIndexItem,
} from '../../core/domain/api-types';
import { implicitProjectLevel } from '../../core/domain/company-role';
import { PERMISSION_RANK } from '../../core/domain/permissions';
import type { WorkspaceProjectListQuery, WorkspaceScope } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import {
  projectFavorites,
  projectLabels,
  projectRolePermissions,
  projects,
  projectUserPermissions,
  projectViews,
  roles,
} from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import { loadProjectPermissions, projectPermissions, type ProjectRow } from './project-access';
import { toProjectAnswer, withWorkspaceFields } from './project-answer';
import { assertWorkspaceUser } from './workspace-access';

export const PROJECTS_PER_PAGE = 50;
export const MAX_PROJECTS_PER_PAGE = 200;

const ENTITY_TYPES: readonly ProjectEntityType[] = ['project', 'project_sample', 'project_template'];
const PERMISSION_KEYS = Object.keys(PERMISSION_RANK);

/**
 * Entity types whose projects the user reads once they hold any level on them. Asking the rule for a
 * read-level grant is enough: a higher level grants read whenever read does.
 */
function readableEntityTypes(auth: AuthContext): ProjectEntityType[] {
  return ENTITY_TYPES.filter((entityType) => projectPermissions(auth, { entity_type: entityType }, 'read').read);
}

function hasDirectPermission(db: Queryable, auth: AuthContext): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(projectUserPermissions)
      .where(
        and(
          eq(projectUserPermissions.project_id, projects.id),
          eq(projectUserPermissions.user_id, auth.user.id),
          inArray(projectUserPermissions.permission_key, PERMISSION_KEYS),
        ),
      ),
  );
}

function hasRolePermission(db: Queryable, auth: AuthContext): SQL | undefined {
  if (auth.roleIds.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(projectRolePermissions)
      .where(
        and(
          eq(projectRolePermissions.project_id, projects.id),
          inArray(projectRolePermissions.role_id, auth.roleIds),
          inArray(projectRolePermissions.permission_key, PERMISSION_KEYS),
        ),
      ),
  );
}

/** Projects of the user's company, not deleted, that the user can read; null when there can be none. */
export function readableProjects(db: Queryable, auth: AuthContext): SQL | null {
  const entityTypes = readableEntityTypes(auth);
  if (entityTypes.length === 0) return null;
  const base = and(
    eq(projects.company_id, auth.user.company_id),
    isNull(projects.deleted_at),
    inArray(projects.entity_type, entityTypes),
  );
  if (implicitProjectLevel(auth.companyRole)) return base ?? null;
  return and(base, or(hasDirectPermission(db, auth), hasRolePermission(db, auth))) ?? null;
}

type ListScope = NonNullable<ProjectListQuery['scope']> | WorkspaceScope;

/** Published templates and examples of the company: every workspace user of the company may list and read them. */
function publishedOfType(entityType: ProjectEntityType, auth: AuthContext): SQL | undefined {
  return and(
    eq(projects.company_id, auth.user.company_id),
    isNull(projects.deleted_at),
    eq(projects.entity_type, entityType),
    eq(projects.published, true),
  );
}

function isCompanyAdmin(auth: AuthContext): boolean {
  return auth.user.system_admin || auth.companyRole === 'admin';
}

/** The label filter: projects that carry ANY of the labels. */
function withAnyLabel(db: Queryable, labelIds: string | undefined): SQL | undefined {
  const ids = (labelIds ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(projectLabels)
      .where(and(eq(projectLabels.project_id, projects.id), inArray(projectLabels.label_id, ids))),
  );
}

/** The projects a scope is about, before search and labels; undefined when the user can see none. */
async function scopeFilter(db: Queryable, auth: AuthContext, scope: ListScope, roleId: number | undefined): Promise<SQL | undefined | null> {
  const readable = readableProjects(db, auth);
  const onlyProjects = eq(projects.entity_type, 'project');
  switch (scope) {
    case 'templates':
      return publishedOfType('project_template', auth);
    case 'examples':
      return publishedOfType('project_sample', auth);
    case 'unpublished_templates':
    case 'unpublished_examples': {
      if (!isCompanyAdmin(auth)) throw forbidden({ code: 'companyAdminsOnly', message: 'Only company administrators can see unpublished templates and examples.' });
      const entityType = scope === 'unpublished_templates' ? 'project_template' : 'project_sample';
      return readable && and(readable, eq(projects.entity_type, entityType), eq(projects.published, false));
    }
    case 'favorites':
      return (
        readable &&
        and(
          readable,
          exists(
            db
              .select({ one: sql`1` })
              .from(projectFavorites)
              .where(and(eq(projectFavorites.project_id, projects.id), eq(projectFavorites.user_id, auth.user.id))),
          ),
        )
      );
    case 'team': {
      if (roleId === undefined) throw unprocessable([{ field: 'role_id', code: 'required', message: 'Say which team to list: give role_id.' }]);
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.company_id, auth.user.company_id)));
      if (!role) throw notFound('This team');
      return (
        readable &&
        and(
          readable,
          onlyProjects,
          exists(
            db
              .select({ one: sql`1` })
              .from(projectRolePermissions)
              .where(and(eq(projectRolePermissions.project_id, projects.id), eq(projectRolePermissions.role_id, roleId))),
          ),
        )
      );
    }
    case 'my_projects':
      return readable && and(readable, onlyProjects, or(eq(projects.created_by, auth.user.id), hasDirectPermission(db, auth)));
    default:
      return readable && and(readable, onlyProjects);
  }
}

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function defaultDirection(order: ProjectOrder): OrderDirection {
  return order === 'name' ? 'asc' : 'desc';
}

function orderColumn(order: ProjectOrder): SQL {
  if (order === 'name') return sql`lower(${projects.name})`;
  return order === 'created_at' ? sql`${projects.created_at}` : sql`${projects.last_event_date}`;
}

/**
 * GET /api/projects.json. Scopes: all_projects (default), my_projects (created by the user or with a
 * direct permission row), recently_viewed (projects the user viewed; newest view first unless an order
 * is asked for).
 */
export async function listProjects(
  db: Queryable,
  auth: AuthContext,
  query: WorkspaceProjectListQuery,
): Promise<Paged<Project>> {
  assertWorkspaceUser(auth);
  const scope: ListScope = query.scope ?? 'all_projects';
  const scoped = await scopeFilter(db, auth, scope, query.role_id);
  if (!scoped) return { items: [], total: 0 };
  const search = query.search?.trim();
  const where = and(
    scoped,
    withAnyLabel(db, query.label_ids),
    // search_text is lower(name, newline, description): one LIKE instead of two ILIKEs.
    search ? like(projects.search_text, containsPattern(search.toLowerCase())) : undefined,
  );
  const viewJoin = and(eq(projectViews.project_id, projects.id), eq(projectViews.user_id, auth.user.id));

  const perPage = Math.min(query.per_page ?? PROJECTS_PER_PAGE, MAX_PROJECTS_PER_PAGE);
  const page = Math.max(query.page ?? 1, 1);
  const byRecentView = scope === 'recently_viewed' && query.order === undefined;
  const order = query.order ?? 'last_event_date';
  const direction = query.direction ?? defaultDirection(order);
  const by = direction === 'asc' ? asc : desc;
  const ordering = byRecentView
    ? [desc(projectViews.viewed_at), desc(projects.id)]
    : [by(orderColumn(order)), by(projects.id)];

  // One scan answers the page and the total (count over the whole match); a page past the end counts apart.
  const pageQuery = db.select({ project: projects, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(projects);
  const offset = (page - 1) * perPage;
  const joined = scope === 'recently_viewed' ? pageQuery.innerJoin(projectViews, viewJoin) : pageQuery;
  const rows = await joined.where(where).orderBy(...ordering).limit(perPage).offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const totalQuery = db.select({ total: count() }).from(projects);
    const [counted] = await (scope === 'recently_viewed' ? totalQuery.innerJoin(projectViews, viewJoin) : totalQuery).where(where);
    total = counted?.total ?? 0;
  }
  const pageRows = rows.map((row) => row.project);
  const permissions = await loadProjectPermissions(db, auth, pageRows);
  const items = pageRows.map((row) => toProjectAnswer(row, publishedReadable(row, permissions.get(row.id)!)));
  return { items: await withWorkspaceFields(db, auth, items), total };
}

/** A published template or example is readable by every workspace user of its company. */
export function publishedReadable(
  row: Pick<ProjectRow, 'entity_type' | 'published'>,
  permissions: PermissionFlags,
): PermissionFlags {
  if (permissions.read || !row.published || row.entity_type === 'project') return permissions;
  return { ...permissions, read: true };
}

/** GET /api/projects/quick_index.json: id and name of every readable project, by name. */
export async function quickIndexProjects(db: Queryable, auth: AuthContext): Promise<QuickIndexItem[]> {
  assertWorkspaceUser(auth);
  const readable = readableProjects(db, auth);
  if (!readable) return [];
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(readable)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}
