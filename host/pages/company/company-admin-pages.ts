import type { AdminPageEntry } from '../admin/admin-page-entry';
import { COMPANY_STATISTICS_PAGES } from '../statistics/statistics-pages';

/** The company admin area (/company/*), in menu order; /company opens the first. */
export const COMPANY_ADMIN_PAGES: readonly AdminPageEntry[] = [
  { path: 'details', titleKey: 'nav.companyDetails', inMenu: true, lazy: async () => ({ Component: (await import('./company-details-page')).CompanyDetailsPage }) },
  { path: 'users', titleKey: 'companyAdmin.nav.users', inMenu: true, lazy: async () => ({ Component: (await import('./company-users-page')).CompanyUsersPage }) },
  { path: 'teams', titleKey: 'companyAdmin.nav.teams', inMenu: true, lazy: async () => ({ Component: (await import('./company-teams-page')).CompanyTeamsPage }) },
  { path: 'restore-projects', titleKey: 'companyAdmin.nav.restoreProjects', inMenu: true, lazy: async () => ({ Component: (await import('./company-removed-projects-page')).CompanyRemovedProjectsPage }) },
  { path: 'api-keys', titleKey: 'companyAdmin.nav.apiKeys', inMenu: true, lazy: async () => ({ Component: (await import('./company-api-keys-page')).CompanyApiKeysPage }) },
  { path: 'email-templates', titleKey: 'systemSettings.nav.emailTemplates', inMenu: true, lazy: async () => ({ Component: (await import('../admin/email-templates-page')).CompanyEmailTemplatesPage }) },
  ...COMPANY_STATISTICS_PAGES,
];
