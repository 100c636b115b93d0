import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NEW_FEATURE_DIALOG_DELAY_MS } from '../../../core/domain/constants';
import type { ValidNotification } from '../../../core/domain/api-types';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { useService } from '../../../sdk/services-context';
import { routePatternAt, useAppRoutes } from '../../routes/route-patterns';
import { earliestNotificationFor } from './earliest-notification';

/**
 * The new-feature notification to show: on each route change, the earliest-created valid one for the
 * page's route pattern, NEW_FEATURE_DIALOG_DELAY_MS after arriving (screens-and-editor.md §4, §9). Leaving
 * the page sooner cancels it. Closing registers it as viewed, so it never comes back.
 */
export function useFeatureNotification(): { notification: ValidNotification | null; close(): void } {
  const users = useService(CurrentUserStore);
  const routes = useAppRoutes();
  const { pathname } = useLocation();
  const [notification, setNotification] = useState<ValidNotification | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const due = earliestNotificationFor(users.user?.valid_notifications ?? [], routePatternAt(routes, pathname));
      if (due) setNotification((shown) => shown ?? due);
    }, NEW_FEATURE_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [users, routes, pathname]);

  const close = () => {
    if (!notification) return;
    setNotification(null);
    // On failure it stays valid and shows again on the next visit of its page; nothing else is lost.
    users.registerViewedNotification(notification.id).catch(() => undefined);
  };
  return { notification, close };
}
