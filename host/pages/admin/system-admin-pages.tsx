import { ADMIN_LOOKUPS } from './admin-lookups';
import type { AdminPageEntry } from './admin-page-entry';
import { SYSTEM_ACCOUNTS_PAGES } from './system-accounts-pages';
import { SYSTEM_SETTINGS_PAGES } from './system-settings-pages';

const LOOKUP_PAGES: readonly AdminPageEntry[] = ADMIN_LOOKUPS.map((config) => ({
  path: config.path,
  titleKey: config.titleKey,
  inMenu: true,
  lazy: async () => {
    const { LookupAdminPage } = await import('./lookup-admin-page');
    return { Component: () => <LookupAdminPage key={config.path} config={config} /> };
  },
}));

/** The system admin area (/admin/*), in menu order; /admin opens the first page in the menu. */
export const SYSTEM_ADMIN_PAGES: readonly AdminPageEntry[] = [...SYSTEM_ACCOUNTS_PAGES, ...SYSTEM_SETTINGS_PAGES, ...LOOKUP_PAGES];
