/** /admin/feature-notifications: every new-feature notification, oldest first; write, edit and delete them. */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureNotification } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../components/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { refusalText } from '../accounts/refusal-text';
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

  if (notifications.status === 'loading') return <PageLoading label={t('featureNotifications.admin.loading')} />;
  if (notifications.status === 'error') return <ErrorState message={describeHttpError(notifications.error, t)} onRetry={notifications.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('featureNotifications.admin.create')}
        </Button>
      </div>
      {notifications.data.length === 0 ? (
        <Typography color="text.secondary">{t('featureNotifications.admin.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('featureNotifications.admin.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('featureNotifications.admin.columns.title')}</TableCell>
                <TableCell>{t('featureNotifications.admin.columns.page')}</TableCell>
                <TableCell>{t('featureNotifications.admin.columns.validFrom')}</TableCell>
                <TableCell>{t('featureNotifications.admin.columns.validTo')}</TableCell>
                <TableCell align="right">{t('featureNotifications.admin.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {notifications.data.map((notification) => (
                <TableRow key={notification.id} hover>
                  <TableCell>{notification.title}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{notification.page_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{notification.valid_from}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{notification.valid_to}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton onClick={() => setEditing(notification)} aria-label={t('featureNotifications.admin.edit', { title: notification.title })}>
                      <EditOutlined />
                    </IconButton>
                    <IconButton color="error" onClick={() => setDeleting(notification)} aria-label={t('featureNotifications.admin.delete', { title: notification.title })}>
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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
    </Stack>
  );
}
