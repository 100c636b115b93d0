import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's pages of companies, users and removed projects, in menu order; /admin opens the first. */
export const SYSTEM_ACCOUNTS_PAGES: readonly AdminPageEntry[] = [
  { path: 'companies', titleKey: 'systemAccounts.nav.companies', inMenu: true, lazy: async () => ({ Component: (await import('./accounts/admin-companies-page')).AdminCompaniesPage }) },
  { path: 'company/:companyId', titleKey: 'systemAccounts.nav.companies', inMenu: false, lazy: async () => ({ Component: (await import('./accounts/admin-company-page')).AdminCompanyPage }) },
  { path: 'users', titleKey: 'systemAccounts.nav.users', inMenu: true, lazy: async () => ({ Component: (await import('./accounts/admin-users-page')).AdminUsersPage }) },
  { path: 'user/:userId', titleKey: 'systemAccounts.nav.users', inMenu: false, lazy: async () => ({ Component: (await import('./accounts/admin-user-page')).AdminUserPage }) },
  {
    path: 'removed-projects',
    titleKey: 'systemAccounts.nav.removedProjects',
    inMenu: true,
    lazy: async () => ({ Component: (await import('./accounts/admin-removed-projects-page')).AdminRemovedProjectsPage }),
  },
];
