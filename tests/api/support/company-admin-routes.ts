/**
 * The company admin area's routes with an id, for the authorization matrix: company admins (and system
 * admins, who are admins of their own company) pass; everyone else is refused before any lookup. Reads
 * of one row by id are covered by the area's own tests (another company's admin gets 404 there).
 */
export const COMPANY_ADMIN_ROUTES = {
  'PUT /api/company_admin/users/:id': { kind: 'companyAdmin', body: { restricted: false } },
  'POST /api/company_admin/users/:id/resend_invitation': 'companyAdmin',
  'POST /api/company_admin/users/:id/add_licence': 'companyAdmin',
  'POST /api/company_admin/users/:id/remove_licence': 'companyAdmin',
  'GET /api/company_admin/roles/:id': 'own',
  'PUT /api/company_admin/roles/:id': { kind: 'companyAdmin', body: { name: 'Matrix' } },
  'DELETE /api/company_admin/roles/:id': 'companyAdmin',
  'POST /api/company_admin/roles/:id/members': { kind: 'companyAdmin', body: { user_id: 1 } },
  'DELETE /api/company_admin/roles/:id/members/:userId': 'companyAdmin',
  'PUT /api/company_admin/removed_projects/:id': 'companyAdmin',
  'DELETE /api/company_admin/removed_projects/:id': 'companyAdmin',
  'DELETE /api/company_admin/api_keys/:id': 'companyAdmin',
} as const;
