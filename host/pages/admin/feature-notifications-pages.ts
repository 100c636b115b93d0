import type { AdminPageEntry } from './admin-page-entry';

/** The system admin's feature-notifications page: the list, where each notification is also edited. */
export const FEATURE_NOTIFICATIONS_PAGES: readonly AdminPageEntry[] = [
  {
    path: 'feature-notifications',
    titleKey: 'featureNotifications.admin.nav',
    inMenu: true,
    lazy: async () => ({ Component: (await import('./feature-notifications/feature-notifications-admin-page')).FeatureNotificationsAdminPage }),
  },
];
