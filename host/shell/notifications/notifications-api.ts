/**
 * The notifications calls (data-layer.md §7) and the signal that the caller's notifications changed, so the
 * bell counts again after the page marks some read.
 */
import { Subject } from 'rxjs';
import type { NotificationBulkUpdate, NotificationBulkUpdateAnswer } from '../../../core/domain/notification-types';
import type { HttpClient } from '../../../core/services/http-client';

export const NOTIFICATIONS_TABLE_PATH = '/api/notifications/datatable.json';
export const NOTIFICATIONS_BULK_UPDATE_PATH = '/api/notifications/bulk_update';
export const NOTIFICATIONS_PAGE_PATH = '/notifications';

export const notificationsChanged = new Subject<void>();

export async function markNotificationsRead(http: HttpClient, update: NotificationBulkUpdate): Promise<NotificationBulkUpdateAnswer> {
  const answer = await http.post<NotificationBulkUpdateAnswer>(NOTIFICATIONS_BULK_UPDATE_PATH, update);
  notificationsChanged.next();
  return answer;
}
