import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's pages of settings, the module catalogue, statuses and mail templates, in menu order. */
export const SYSTEM_SETTINGS_PAGES: readonly AdminPageEntry[] = [];
