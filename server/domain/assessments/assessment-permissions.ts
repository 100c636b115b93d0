/**
 * An assessment's user and team permissions (data-layer.md §3): its admins change them, anyone who may
 * read the assessment may look. A person or team holds at most one row per assessment, of its company.
 */
import type { AssessmentRolePermission, AssessmentUserPermission } from '../../../core/domain/assessment-types';
import { assessmentRolePermissions, assessmentUserPermissions } from '../../db/schema';
import { itemPermissionRows } from '../item-permission-rows';
import { loadAssessmentFor, type AssessmentRow } from './assessment-access';

export const assessmentPermissionRows = itemPermissionRows<AssessmentRow, AssessmentUserPermission | AssessmentRolePermission>({
  itemField: 'assessment_id',
  noun: 'assessment',
  user_permissions: {
    table: assessmentUserPermissions,
    id: assessmentUserPermissions.id,
    item: assessmentUserPermissions.assessment_id,
    holder: assessmentUserPermissions.user_id,
    permission_key: assessmentUserPermissions.permission_key,
  },
  role_permissions: {
    table: assessmentRolePermissions,
    id: assessmentRolePermissions.id,
    item: assessmentRolePermissions.assessment_id,
    holder: assessmentRolePermissions.role_id,
    permission_key: assessmentRolePermissions.permission_key,
  },
  loadFor: async (db, auth, id, action) => (await loadAssessmentFor(db, auth, id, action)).assessment,
  companyOf: (assessment) => assessment.company_id,
});

/** The seed grants rows as an assessment's admin would. */
export const createPermission = assessmentPermissionRows.create;
