import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's pages of companies, users and removed projects, in menu order; /admin opens the first. */
export const SYSTEM_ACCOUNTS_PAGES: readonly AdminPageEntry[] = [];
