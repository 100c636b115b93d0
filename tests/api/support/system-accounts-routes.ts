/** The system admin's company, user and removed-project routes with an id, for the authorization matrix. */
const company = '/api/admin/companies/:companyId';
const user = '/api/admin/users/:userId';

export const SYSTEM_ACCOUNTS_ROUTES: Record<string, 'systemAdmin'> = {
  [`GET ${company}`]: 'systemAdmin',
  [`PUT ${company}`]: 'systemAdmin',
  [`DELETE ${company}`]: 'systemAdmin',
  [`POST ${company}/clone`]: 'systemAdmin',
  [`POST ${company}/upload_logo`]: 'systemAdmin',
  [`POST ${company}/remove_logo`]: 'systemAdmin',
  [`GET ${company}/audit_events`]: 'systemAdmin',
  [`POST ${company}/users/import_users_csv`]: 'systemAdmin',
  [`GET ${company}/roles`]: 'systemAdmin',
  [`POST ${company}/roles/import_roles_csv`]: 'systemAdmin',
  [`GET ${company}/projects/removed_projects`]: 'systemAdmin',
  [`PUT ${company}/projects/:projectId`]: 'systemAdmin',
  [`GET ${user}`]: 'systemAdmin',
  [`PUT ${user}`]: 'systemAdmin',
  [`POST ${user}/upload_profile_image`]: 'systemAdmin',
  [`POST ${user}/remove_profile_image`]: 'systemAdmin',
  [`POST ${user}/resend_invitation`]: 'systemAdmin',
  [`GET ${user}/audit_events`]: 'systemAdmin',
  'PUT /api/admin/removed_projects/:projectId': 'systemAdmin',
};
