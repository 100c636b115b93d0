/** Request and answer shapes of the company admin area (/api/company_admin/*), shared by server and client. */
import type { CompanyRole } from './company-role';
import type { CurrentCompany, Id } from './api-types';

/** GET /api/company_admin/company.json: the company as its admin edits it. */
export interface CompanyAdminView extends CurrentCompany {
  /** `https://host[:port]` origins allowed to frame the company's embedded modules. */
  embed_hosts: string[];
  licence_count: number;
  licences_used: number;
  trial_ends_at: string | null;
}

/** PUT /api/company_admin/company.json: every field optional; entities left out of entity_map keep their labels. */
export interface CompanyAdminUpdate {
  name?: string;
  login_page_url?: string | null;
  embed_hosts?: string[];
  suite_hosts?: string[];
  entity_map?: Partial<CurrentCompany['entity_map']>;
}

/** 'removed': taken out of the company by an admin; kept so their history keeps its names. */
export type UserStatus = 'active' | 'invited' | 'removed';

export interface CompanyUser {
  id: Id;
  name: string;
  email: string;
  company_role: CompanyRole;
  has_licence: boolean;
  restricted: boolean;
  status: UserStatus;
  last_sign_in_at: string | null;
}

export interface CompanyUserInvite {
  name: string;
  email: string;
  company_role: CompanyRole;
  has_licence: boolean;
}

/** PUT /api/company_admin/users/{id}.json: `removed: true` takes the person out of the company. */
export interface CompanyUserUpdate {
  company_role?: CompanyRole;
  restricted?: boolean;
  removed?: true;
}

export interface CompanyTeam {
  id: Id;
  name: string;
  member_count: number;
}

export interface CompanyTeamDetails extends CompanyTeam {
  members: Array<{ id: Id; name: string; email: string }>;
  /** The project permissions the team grants (they go away with the team). */
  project_grants: Array<{ project_id: Id; project_name: string; permission_key: string }>;
}

export interface RemovedProject {
  id: Id;
  name: string;
  deleted_at: string;
  created_by_name: string | null;
}

export type ApiKeyScope = 'read' | 'read_write';

export interface CompanyApiKey {
  id: Id;
  name: string;
  /** The key's first characters (`tsk_ab12cd34`), to tell keys apart. */
  prefix: string;
  scope: ApiKeyScope;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  created_by_name: string | null;
}

export interface ApiKeyCreate {
  name: string;
  scope: ApiKeyScope;
  /** null: never expires. */
  expires_at: string | null;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKey extends CompanyApiKey {
  secret: string;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
}

export interface AuditEventView {
  id: Id;
  action: string;
  target_type: string;
  target_id: Id | null;
  summary: string;
  actor: { id: Id; name: string } | null;
  created_at: string;
}
