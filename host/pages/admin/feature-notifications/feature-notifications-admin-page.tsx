/** /admin/feature-notifications: every new-feature notification, oldest first; write, edit and delete them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureNotification } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { refusalText } from '../accounts/refusal-text';
import { AdminListPage, EditDeleteButtons } from '../admin-list-page';
import { featureNotificationPaths } from './feature-notifications-api';
import { FeatureNotificationFormDialog } from './feature-notification-form-dialog';

/** The form is open for a new notification ('new') or for one to edit. */
type Editing = 'new' | FeatureNotification | null;

export function FeatureNotificationsAdminPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FeatureNotification | null>(null);
  const notifications = useAsync((signal) => http.get<FeatureNotification[]>(featureNotificationPaths.list, { signal }), [http]);
  useHeaderTitle(t('featureNotifications.admin.title'));

  const saved = (notification: FeatureNotification) => {
    snackbar.show(editing === 'new' ? t('featureNotifications.admin.created', { title: notification.title }) : t('featureNotifications.admin.saved'));
    setEditing(null);
    notifications.reload();
  };
  const remove = async (notification: FeatureNotification) => {
    await http.delete(featureNotificationPaths.one(notification.id));
    snackbar.show(t('featureNotifications.admin.deleted'));
    setDeleting(null);
    notifications.reload();
  };

  return (
    <AdminListPage
      items={notifications}
      labels={{ title: t('featureNotifications.admin.title'), loading: t('featureNotifications.admin.loading'), create: t('featureNotifications.admin.create'), empty: t('featureNotifications.admin.empty') }}
      onCreate={() => setEditing('new')}
      columns={[
        { header: t('featureNotifications.admin.columns.title'), cell: (notification) => notification.title },
        { header: t('featureNotifications.admin.columns.page'), cell: (notification) => notification.page_name, sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' } },
        { header: t('featureNotifications.admin.columns.validFrom'), cell: (notification) => notification.valid_from, sx: { whiteSpace: 'nowrap' } },
        { header: t('featureNotifications.admin.columns.validTo'), cell: (notification) => notification.valid_to, sx: { whiteSpace: 'nowrap' } },
        {
          header: t('featureNotifications.admin.columns.actions'),
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          cell: (notification) => (
            <EditDeleteButtons
              editLabel={t('featureNotifications.admin.edit', { title: notification.title })}
              deleteLabel={t('featureNotifications.admin.delete', { title: notification.title })}
              onEdit={() => setEditing(notification)}
              onDelete={() => setDeleting(notification)}
            />
          ),
        },
      ]}
    >
      <FeatureNotificationFormDialog
        open={editing !== null}
        notification={editing === 'new' ? null : editing}
        onSaved={saved}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('featureNotifications.admin.deleteTitle', { title: deleting?.title ?? '' })}
        body={t('featureNotifications.admin.deleteText')}
        confirmLabel={t('featureNotifications.admin.deleteConfirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        describeError={(failure) => refusalText(failure, t)}
      />
    </AdminListPage>
  );
}
