import type { PermissionFlags, PermissionKey } from './permissions';

/**
 * A user's standing in their company. The spec does not show how company permissions are granted;
 * we derive them from this role: admins manage the company, members work in it, readers only look.
 */
export type CompanyRole = 'admin' | 'member' | 'reader';

export const COMPANY_ROLE_PERMISSIONS: Readonly<Record<CompanyRole, PermissionFlags>> = {
  admin: { read: true, write: true, admin: true },
  member: { read: true, write: true, admin: false },
  reader: { read: true, write: false, admin: false },
};

/** Company admins hold admin on every project of their company without a permission row. */
export function implicitProjectLevel(role: CompanyRole): PermissionKey | null {
  return role === 'admin' ? 'admin' : null;
}
