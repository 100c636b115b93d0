import type { CompanyRole } from '../../core/domain/company-role';
import { COMPANY_ROLE_PERMISSIONS } from '../../core/domain/company-role';

/** A stored company_role; an unknown value gets the least access rather than an error. */
export function companyRoleOf(stored: string): CompanyRole {
  return stored in COMPANY_ROLE_PERMISSIONS ? (stored as CompanyRole) : 'reader';
}
