/**
 * Who may do what on an assessment (data-layer.md §6): company write (so not a company reader, not a
 * restricted user, never a share-link visitor) and the assessment's own level, from the user's row, their
 * teams' rows and company admin (admin on every assessment of their company). The creator gets an admin row.
 *
 * Probing is impossible: another company's assessment, an unknown id and one the caller may not read all
 * answer 404; a readable assessment where the action is not allowed answers 403.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { implicitProjectLevel } from '../../../core/domain/company-role';
import { canAccessAssessment, effectiveLevel, flagsForLevel, type Action, type PermissionFlags, type PermissionKey } from '../../../core/domain/permissions';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { assessmentRolePermissions, assessments, assessmentUserPermissions } from '../../db/schema';
import { forbidden, notFound, type Refusal } from '../../errors';
import { flagsFrom, toPermissionKey } from '../project-access';
import { assertWorkspaceUser } from '../workspace-access';

export type AssessmentRow = typeof assessments.$inferSelect;

export interface AssessmentAccess {
  assessment: AssessmentRow;
  permissions: PermissionFlags;
}

export const ASSESSMENT_NOT_FOUND = 'This assessment';

/** Restricted users and share-link visitors never reach assessments; company readers are refused by the rule. */
export function assertAssessmentUser(auth: AuthContext): void {
  assertWorkspaceUser(auth);
  if (auth.kind === 'shared') throw forbidden({ code: 'membersOnly', message: 'Assessments are open to signed-in members of the company only.' });
}

export function assessmentFlags(auth: AuthContext, level: PermissionKey | null): PermissionFlags {
  return flagsFrom((action) => canAccessAssessment(auth.companyPermissions, flagsForLevel(level), action));
}

/** The caller's effective level on each assessment (null: none). */
export async function loadAssessmentLevels(db: Queryable, auth: AuthContext, ids: readonly number[]): Promise<Map<number, PermissionKey | null>> {
  const levels = new Map<number, PermissionKey | null>();
  if (ids.length === 0) return levels;
  const unique = [...new Set(ids)];
  const direct = await db
    .select({ id: assessmentUserPermissions.assessment_id, key: assessmentUserPermissions.permission_key })
    .from(assessmentUserPermissions)
    .where(and(eq(assessmentUserPermissions.user_id, auth.user.id), inArray(assessmentUserPermissions.assessment_id, unique)));
  const viaRoles =
    auth.roleIds.length === 0
      ? []
      : await db
          .select({ id: assessmentRolePermissions.assessment_id, key: assessmentRolePermissions.permission_key })
          .from(assessmentRolePermissions)
          .where(and(inArray(assessmentRolePermissions.role_id, auth.roleIds), inArray(assessmentRolePermissions.assessment_id, unique)));
  const implicit = implicitProjectLevel(auth.companyRole);
  for (const id of unique) {
    const roleLevels = viaRoles
      .filter((row) => row.id === id)
      .map((row) => toPermissionKey(row.key))
      .filter((level): level is PermissionKey => level !== null);
    if (implicit) roleLevels.push(implicit);
    levels.set(id, effectiveLevel(toPermissionKey(direct.find((row) => row.id === id)?.key), roleLevels));
  }
  return levels;
}

/** The assessment with the caller's flags, or 404 when they may not read it. */
export async function loadAssessmentAccess(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentAccess> {
  assertAssessmentUser(auth);
  const [assessment] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.company_id, auth.user.company_id)));
  if (!assessment) throw notFound(ASSESSMENT_NOT_FOUND);
  const levels = await loadAssessmentLevels(db, auth, [assessment.id]);
  const permissions = assessmentFlags(auth, levels.get(assessment.id) ?? null);
  if (!permissions.read) throw notFound(ASSESSMENT_NOT_FOUND);
  return { assessment, permissions };
}

const REFUSALS: Record<Action, Refusal> = {
  read: { code: 'noReadAccess', message: 'You cannot open this assessment. Ask one of its admins for access.' },
  write: { code: 'noWriteAccess', message: 'You can answer this assessment but not change it. Ask one of its admins for write access.' },
  admin: { code: 'adminsOnly', message: 'Only the assessment’s admins can do this. Ask one of them to do it or to make you an admin.' },
};

/** loadAssessmentAccess, then 403 unless the action is allowed. */
export async function loadAssessmentFor(db: Queryable, auth: AuthContext, assessmentId: number, action: Action): Promise<AssessmentAccess> {
  const access = await loadAssessmentAccess(db, auth, assessmentId);
  if (!access.permissions[action]) throw forbidden(REFUSALS[action]);
  return access;
}
