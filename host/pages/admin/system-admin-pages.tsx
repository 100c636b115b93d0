import { ADMIN_LOOKUPS } from './admin-lookups';
import type { AdminPageEntry } from './admin-page-entry';
import { FEATURE_NOTIFICATIONS_PAGES } from './feature-notifications-pages';
import { LLM_MODELS_PAGES } from './llm-models-pages';
import { lookupAdminPageEntry } from './lookup-admin-page-entry';
import { RELEASE_NOTES_PAGES } from './release-notes-pages';
import { SYSTEM_ACCOUNTS_PAGES } from './system-accounts-pages';
import { SYSTEM_SETTINGS_PAGES } from './system-settings-pages';
import { SYSTEM_STATISTICS_PAGES } from '../statistics/statistics-pages';

/** The system admin area (/admin/*), in menu order; /admin opens the first page in the menu. */
export const SYSTEM_ADMIN_PAGES: readonly AdminPageEntry[] = [...SYSTEM_ACCOUNTS_PAGES, ...SYSTEM_SETTINGS_PAGES, ...RELEASE_NOTES_PAGES, ...FEATURE_NOTIFICATIONS_PAGES, ...LLM_MODELS_PAGES, ...ADMIN_LOOKUPS.map(lookupAdminPageEntry), ...SYSTEM_STATISTICS_PAGES];
