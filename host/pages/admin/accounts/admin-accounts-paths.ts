/** The URLs of the system admin's companies, users and removed-projects calls. */
const companies = '/api/admin/companies';
const users = '/api/admin/users';

export const adminAccountsPaths = {
  companies: `${companies}.json`,
  quickIndex: `${companies}/quick_index.json`,
  company: (id: number) => `${companies}/${id}.json`,
  clone: (id: number) => `${companies}/${id}/clone.json`,
  uploadLogo: (id: number) => `${companies}/${id}/upload_logo.json`,
  removeLogo: (id: number) => `${companies}/${id}/remove_logo.json`,
  companyAudit: (id: number) => `${companies}/${id}/audit_events.json`,
  importUsers: (id: number, dryRun: boolean) => `${companies}/${id}/users/import_users_csv.json?dry_run=${dryRun}`,
  teams: (id: number) => `${companies}/${id}/roles.json`,
  importTeams: (id: number, dryRun: boolean) => `${companies}/${id}/roles/import_roles_csv.json?dry_run=${dryRun}`,
  companyRemovedProjects: (id: number) => `${companies}/${id}/projects/removed_projects.json`,
  restoreCompanyProject: (companyId: number, projectId: number) => `${companies}/${companyId}/projects/${projectId}.json`,
  removeCompanyUser: (companyId: number, userId: number) => `${companies}/${companyId}/users/${userId}.json`,
  users: `${users}.json`,
  user: (id: number) => `${users}/${id}.json`,
  uploadProfileImage: (id: number) => `${users}/${id}/upload_profile_image.json`,
  removeProfileImage: (id: number) => `${users}/${id}/remove_profile_image.json`,
  resendInvitation: (id: number) => `${users}/${id}/resend_invitation.json`,
  userAudit: (id: number) => `${users}/${id}/audit_events.json`,
  removedProjects: '/api/admin/removed_projects.json',
  restoreProject: (id: number) => `/api/admin/removed_projects/${id}.json`,
};

/** The pages' own paths. */
export const adminCompanyPage = (id: number) => `/admin/company/${id}`;
export const adminUserPage = (id: number) => `/admin/user/${id}`;
