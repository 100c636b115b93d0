import type { AdminLookup } from './admin-lookups';
import type { AdminPageEntry } from './admin-page-entry';

/** A lookup's admin page as an entry of an admin area's page list. */
export function lookupAdminPageEntry(config: AdminLookup): AdminPageEntry {
  return {
    path: config.path,
    titleKey: config.titleKey,
    inMenu: true,
    lazy: async () => {
      const { LookupAdminPage } = await import('./lookup-admin-page');
      return { Component: () => <LookupAdminPage key={config.path} config={config} /> };
    },
  };
}
