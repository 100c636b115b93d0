import type { AdminLookup } from './admin-lookups';
import type { AdminPageEntry } from './admin-page-entry';
import { lookupAdminPageEntry } from './lookup-admin-page-entry';

const MODULE_CATEGORIES: AdminLookup = {
  path: 'module-categories',
  lookup: 'scenario_module_categories',
  titleKey: 'systemSettings.nav.moduleCategories',
  hasWeight: false,
  noColor: true,
  fixedSet: true,
};
const PROJECT_STATUSES: AdminLookup = { path: 'project-statuses', lookup: 'project_statuses', titleKey: 'systemSettings.nav.projectStatuses', hasWeight: false };
const MODULE_STATUSES: AdminLookup = {
  path: 'module-statuses',
  lookup: 'project_scenario_module_statuses',
  titleKey: 'systemSettings.nav.moduleStatuses',
  hasWeight: false,
};

/** The system admin's pages of settings, the module catalogue, statuses and mail templates, in menu order. */
export const SYSTEM_SETTINGS_PAGES: readonly AdminPageEntry[] = [
  { path: 'system', titleKey: 'systemSettings.nav.system', inMenu: true, lazy: async () => ({ Component: (await import('./system-settings-page')).SystemSettingsPage }) },
  { path: 'modules', titleKey: 'systemSettings.nav.modules', inMenu: true, lazy: async () => ({ Component: (await import('./module-catalogue-page')).ModuleCataloguePage }) },
  lookupAdminPageEntry(MODULE_CATEGORIES),
  lookupAdminPageEntry(PROJECT_STATUSES),
  lookupAdminPageEntry(MODULE_STATUSES),
  {
    path: 'email-templates',
    titleKey: 'systemSettings.nav.emailTemplates',
    inMenu: true,
    lazy: async () => ({ Component: (await import('./email-templates-page')).SystemEmailTemplatesPage }),
  },
];
