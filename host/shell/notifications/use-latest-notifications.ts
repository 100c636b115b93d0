import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { NotificationTable } from '../../../core/domain/notification-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { NOTIFICATIONS_TABLE_PATH, notificationsChanged } from './notifications-api';

/** How often the bell asks again while the page stays put (screens-and-editor.md §2: no push from the server). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
export const LATEST_NOTIFICATIONS_COUNT = 5;

/**
 * The latest notifications and the unread count, asked again on every navigation, every minute and when
 * they were marked read. A failed load keeps what was shown: the bell is no place for an error.
 */
export function useLatestNotifications(): NotificationTable | null {
  const http = useService(HttpClient);
  const { pathname } = useLocation();
  const [latest, setLatest] = useState<NotificationTable | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const subscription = notificationsChanged.subscribe(() => setChanges((n) => n + 1));
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      http
        .post<NotificationTable>(NOTIFICATIONS_TABLE_PATH, { per_page: LATEST_NOTIFICATIONS_COUNT }, { signal: controller.signal, skipStatusHandling: true })
        .then(setLatest, () => undefined);
    void load();
    const timer = setInterval(() => void load(), NOTIFICATIONS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [http, pathname, changes]);
  return latest;
}
