import type { AdminPageEntry } from '../admin/admin-page-entry';

/** The company admin area (/company/*), in menu order; /company opens the first. */
export const COMPANY_ADMIN_PAGES: readonly AdminPageEntry[] = [
  { path: 'details', titleKey: 'nav.companyDetails', inMenu: true, lazy: async () => ({ Component: (await import('./company-details-page')).CompanyDetailsPage }) },
  { path: 'email-templates', titleKey: 'systemSettings.nav.emailTemplates', inMenu: true, lazy: async () => ({ Component: (await import('../admin/email-templates-page')).CompanyEmailTemplatesPage }) },
];
