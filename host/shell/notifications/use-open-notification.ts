import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../core/domain/notification-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { markNotificationsRead } from './notifications-api';

/** Opens a notification's item; an unread one is marked read first (a failed mark does not keep the item closed). */
export function useOpenNotification(): (notification: Notification) => void {
  const http = useService(HttpClient);
  const navigate = useNavigate();
  return useCallback(
    (notification) => {
      const marking = notification.read_at === null ? markNotificationsRead(http, { ids: [notification.id] }) : Promise.resolve();
      void marking.catch(() => undefined).finally(() => navigate(notification.link));
    },
    [http, navigate],
  );
}
