/**
 * What the system admin's companies, users and removed-projects calls answer (/api/admin/companies,
 * /api/admin/users, /api/admin/removed_projects), shared by the server's schemas and the admin pages.
 */
import type { CompanyRole } from './company-role';

export const COMPANY_ROLES: readonly CompanyRole[] = ['admin', 'member', 'reader'];

export interface AdminCompany {
  id: number;
  name: string;
  user_count: number;
  licence_count: number;
  licences_used: number;
  /** ISO date-time, or null: no trial. */
  trial_ends_at: string | null;
  active: boolean;
  logo: string | null;
  login_page_url: string | null;
  embed_hosts: string[];
  created_at: string;
}

export interface AdminCompanyInput {
  name: string;
  licence_count: number;
  trial_ends_at: string | null;
  active: boolean;
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  company: { id: number; name: string };
  company_role: CompanyRole;
  system_admin: boolean;
  restricted: boolean;
  has_licence: boolean;
  /** 'active' | 'invited'. */
  status: string;
  profile_image: string | null;
  last_sign_in_at: string | null;
  /** The teams (roles) of their company they belong to. */
  role_ids: number[];
}

export interface AdminUserUpdate {
  name?: string;
  email?: string;
  company_role?: CompanyRole;
  role_ids?: number[];
  system_admin?: boolean;
  restricted?: boolean;
}

export interface AdminTeam {
  id: number;
  name: string;
  members: Array<{ id: number; name: string; email: string }>;
}

export interface RemovedProject {
  id: number;
  name: string;
  company: { id: number; name: string };
  deleted_at: string;
}

/** One row of an uploaded people or teams CSV as the import read it; no errors: it is (or was) imported. */
export interface CsvImportRow {
  /** The spreadsheet row (the header is row 1). */
  line: number;
  /** The row's cells by column name (name, email, role, licence; team, members). */
  values: Record<string, string>;
  errors: string[];
}

/** The answer of a preview (dry_run) and of the import itself: the same rows, checked the same way. */
export interface CsvImportReport {
  dry_run: boolean;
  rows: CsvImportRow[];
  /** Rows without errors: imported, or to be imported. */
  valid_count: number;
  error_count: number;
}

/** An address with something on both sides of one @ and a dot in the domain: what the import and the forms accept. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export function isEmailAddress(text: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(text);
}
