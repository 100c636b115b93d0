/**
 * An assessment's user and team permissions (data-layer.md §3): its admins change them, anyone who may
 * read the assessment may look. A person or team holds at most one row per assessment.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AssessmentRolePermission, AssessmentUserPermission } from '../../../core/domain/assessment-types';
import type { PermissionKey } from '../../../core/domain/permissions';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentRolePermissions, assessmentUserPermissions, roles, users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { toPermissionKey } from '../project-access';
import { loadAssessmentAccess, loadAssessmentFor } from './assessment-access';

const keyOf = (text: string): PermissionKey => toPermissionKey(text) ?? 'read';

async function selectUserPermissions(db: Queryable, assessmentId: number, id?: number): Promise<AssessmentUserPermission[]> {
  const rows = await db
    .select({ row: assessmentUserPermissions, user: { id: users.id, name: users.name, email: users.email } })
    .from(assessmentUserPermissions)
    .innerJoin(users, eq(users.id, assessmentUserPermissions.user_id))
    .where(and(eq(assessmentUserPermissions.assessment_id, assessmentId), id === undefined ? undefined : eq(assessmentUserPermissions.id, id)))
    .orderBy(asc(users.name), asc(assessmentUserPermissions.id));
  return rows.map(({ row, user }) => ({ id: row.id, assessment_id: row.assessment_id, user_id: row.user_id, user, permission_key: keyOf(row.permission_key) }));
}

async function selectRolePermissions(db: Queryable, assessmentId: number, id?: number): Promise<AssessmentRolePermission[]> {
  const rows = await db
    .select({ row: assessmentRolePermissions, role: { id: roles.id, name: roles.name } })
    .from(assessmentRolePermissions)
    .innerJoin(roles, eq(roles.id, assessmentRolePermissions.role_id))
    .where(and(eq(assessmentRolePermissions.assessment_id, assessmentId), id === undefined ? undefined : eq(assessmentRolePermissions.id, id)))
    .orderBy(asc(roles.name), asc(assessmentRolePermissions.id));
  return rows.map(({ row, role }) => ({ id: row.id, assessment_id: row.assessment_id, role_id: row.role_id, role, permission_key: keyOf(row.permission_key) }));
}

/** The two kinds of permission row, declared once: who they name and how they are stored. */
export const PERMISSION_KINDS = {
  user_permissions: {
    what: 'This user permission',
    table: assessmentUserPermissions,
    subject: 'user_id' as const,
    select: selectUserPermissions,
    subjectTable: users,
    refusal: 'Choose a person of the assessment’s company.',
    taken: 'This person already has a permission on this assessment; change that one instead.',
  },
  role_permissions: {
    what: 'This team permission',
    table: assessmentRolePermissions,
    subject: 'role_id' as const,
    select: selectRolePermissions,
    subjectTable: roles,
    refusal: 'Choose a team of the assessment’s company.',
    taken: 'This team already has a permission on this assessment; change that one instead.',
  },
};
export type PermissionKind = keyof typeof PERMISSION_KINDS;
type PermissionRow = AssessmentUserPermission | AssessmentRolePermission;

export async function listPermissions(db: Queryable, auth: AuthContext, kind: PermissionKind, assessmentId: number): Promise<PermissionRow[]> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return PERMISSION_KINDS[kind].select(db, assessmentId);
}

async function findPermission(db: Queryable, kind: PermissionKind, assessmentId: number, id: number): Promise<PermissionRow> {
  const [found] = await PERMISSION_KINDS[kind].select(db, assessmentId, id);
  if (!found) throw notFound(PERMISSION_KINDS[kind].what);
  return found;
}

export async function getPermission(db: Queryable, auth: AuthContext, kind: PermissionKind, assessmentId: number, id: number): Promise<PermissionRow> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return findPermission(db, kind, assessmentId, id);
}

export async function createPermission(
  db: Database,
  auth: AuthContext,
  kind: PermissionKind,
  assessmentId: number,
  input: { user_id?: number; role_id?: number; permission_key: PermissionKey },
): Promise<PermissionRow> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'admin');
  const declared = PERMISSION_KINDS[kind];
  const subjectId = input[declared.subject]!;
  const [subject] = await db
    .select({ id: declared.subjectTable.id })
    .from(declared.subjectTable)
    .where(and(eq(declared.subjectTable.id, subjectId), eq(declared.subjectTable.company_id, assessment.company_id)));
  if (!subject) throw unprocessable([{ field: declared.subject, message: declared.refusal }]);
  const [row] = await db
    .insert(declared.table)
    .values({ assessment_id: assessmentId, [declared.subject]: subjectId, permission_key: input.permission_key } as never)
    .onConflictDoNothing()
    .returning({ id: declared.table.id });
  if (!row) throw unprocessable([{ field: declared.subject, message: declared.taken }]);
  return findPermission(db, kind, assessmentId, row.id);
}

export async function updatePermission(db: Database, auth: AuthContext, kind: PermissionKind, assessmentId: number, id: number, permissionKey: PermissionKey): Promise<PermissionRow> {
  await loadAssessmentFor(db, auth, assessmentId, 'admin');
  await findPermission(db, kind, assessmentId, id);
  const { table } = PERMISSION_KINDS[kind];
  await db.update(table).set({ permission_key: permissionKey }).where(eq(table.id, id));
  return findPermission(db, kind, assessmentId, id);
}

export async function destroyPermission(db: Database, auth: AuthContext, kind: PermissionKind, assessmentId: number, id: number): Promise<PermissionRow> {
  await loadAssessmentFor(db, auth, assessmentId, 'admin');
  const found = await findPermission(db, kind, assessmentId, id);
  const { table } = PERMISSION_KINDS[kind];
  await db.delete(table).where(eq(table.id, id));
  return found;
}
