/** The demo's people: who they are, their company and role, and their permission on the example project. */
import type { CompanyRole } from '../../core/domain/company-role';
import type { PermissionKey } from '../../core/domain/permissions';

export interface DemoUser {
  email: string;
  name: string;
  company: 'acme' | 'globex';
  company_role: CompanyRole;
  system_admin?: boolean;
  restricted?: boolean;
  /** Direct permission on the example project. */
  project?: PermissionKey;
}

export const DEMO_USERS = {
  admin: { email: 'admin@acme.test', name: 'Ada Admin', company: 'acme', company_role: 'admin', system_admin: true },
  owner: { email: 'owner@acme.test', name: 'Otto Owner', company: 'acme', company_role: 'admin', project: 'admin' },
  editor: { email: 'editor@acme.test', name: 'Eddie Editor', company: 'acme', company_role: 'member', project: 'write' },
  viewer: { email: 'viewer@acme.test', name: 'Vera Viewer', company: 'acme', company_role: 'member', project: 'read' },
  restricted: { email: 'restricted@acme.test', name: 'Rita Restricted', company: 'acme', company_role: 'member', restricted: true },
  globex: { email: 'user@globex.test', name: 'Gus Globex', company: 'globex', company_role: 'member' },
} as const satisfies Record<string, DemoUser>;

export type DemoUserName = keyof typeof DEMO_USERS;
