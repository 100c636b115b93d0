/** A person's notifications (data-layer.md §3, §7): what the notifications calls send and answer. */

export const NOTIFICATION_KINDS = ['mention', 'reply', 'invitation_accepted', 'permission_granted', 'assigned'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** Who did it; null once their account is deleted. */
  actor: { id: number; name: string } | null;
  text: string;
  /** The app path that opens the item. */
  link: string;
  read_at: string | null;
  created_at: string;
}

export const NOTIFICATION_SORTS = ['created_at', 'kind', 'read_at'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export const NOTIFICATION_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationReadFilter = (typeof NOTIFICATION_READ_FILTERS)[number];

/** POST /api/notifications/datatable.json: one page, newest first unless sorted otherwise. */
export interface NotificationTableQuery {
  page?: number;
  per_page?: number;
  sort?: NotificationSort;
  direction?: 'asc' | 'desc';
  search?: string;
  read?: NotificationReadFilter;
}

export interface NotificationTable {
  items: Notification[];
  total: number;
  /** The caller's unread notifications, whatever the filter: the bell's count. */
  unread_count: number;
}

/** POST /api/notifications/bulk_update: marks the named notifications, or all of the caller's, read. */
export interface NotificationBulkUpdate {
  ids?: number[];
  all?: true;
}

/**
 * How a person hears of their notifications by mail (profile page): one mail for each, a daily digest of the
 * unread ones, or none. A daily digest is the default, as Slack and GitHub do: people learn of what concerns
 * them without a mail for every change.
 */
export const NOTIFICATION_MAIL_CHOICES = ['each', 'daily_digest', 'off'] as const;
export type NotificationMailChoice = (typeof NOTIFICATION_MAIL_CHOICES)[number];
export const DEFAULT_NOTIFICATION_MAIL: NotificationMailChoice = 'daily_digest';

/** GET and PUT /api/current_user/notification_settings.json. */
export interface NotificationSettings {
  notification_mail: NotificationMailChoice;
}

export interface NotificationBulkUpdateAnswer {
  ids: number[];
  unread_count: number;
}
