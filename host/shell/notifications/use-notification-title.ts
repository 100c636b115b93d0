import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../core/domain/notification-types';

/** What a notification says happened ("Eddie Editor mentioned you"); its text is the detail below. */
export function useNotificationTitle(): (notification: Notification) => string {
  const { t } = useTranslation('host');
  return useCallback(
    (notification) => t(`notifications.kinds.${notification.kind}`, { actor: notification.actor?.name ?? t('notifications.someone') }),
    [t],
  );
}
