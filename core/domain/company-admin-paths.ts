/** The company admin area's API paths (server/routes/company-admin*.ts). */
const BASE = '/api/company_admin';

export const COMPANY_ADMIN_PATHS = {
  company: `${BASE}/company.json`,
  uploadLogo: `${BASE}/company/upload_logo.json`,
  removeLogo: `${BASE}/company/remove_logo.json`,
  auditEvents: `${BASE}/audit_events.json`,
  users: `${BASE}/users.json`,
  user: (id: number, action?: 'resend_invitation' | 'add_licence' | 'remove_licence') => `${BASE}/users/${id}${action ? `/${action}` : ''}.json`,
  teams: `${BASE}/roles.json`,
  team: (id: number) => `${BASE}/roles/${id}.json`,
  teamMembers: (id: number) => `${BASE}/roles/${id}/members.json`,
  teamMember: (id: number, userId: number) => `${BASE}/roles/${id}/members/${userId}.json`,
  removedProjects: `${BASE}/removed_projects.json`,
  removedProject: (id: number) => `${BASE}/removed_projects/${id}.json`,
  apiKeys: `${BASE}/api_keys.json`,
  apiKey: (id: number) => `${BASE}/api_keys/${id}.json`,
} as const;
