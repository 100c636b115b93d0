import type { ValidNotification } from '../../../core/domain/api-types';

/** The earliest-created notification for the page with this route pattern (screens-and-editor.md §4). */
export function earliestNotificationFor(notifications: readonly ValidNotification[], pattern: string | null): ValidNotification | undefined {
  if (pattern === null) return undefined;
  return notifications
    .filter((notification) => notification.page_name === pattern)
    .reduce<ValidNotification | undefined>((earliest, notification) => (!earliest || notification.created_at < earliest.created_at ? notification : earliest), undefined);
}
