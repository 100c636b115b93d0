/** The shell's new-feature dialog: title, content and image of the notification due on this page. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidNotification } from '../../../core/domain/api-types';
import { Tours } from '../../../core/services/tours';
import { SanitizedHtml } from '../../../sdk/rich-text/sanitized-html';
import { useService } from '../../../sdk/services-context';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { useObservable } from '../../../sdk/use-observable';
import { useFeatureNotification } from './use-feature-notification';

/** A running guided tour goes first: the notice waits until it ends. */
export function FeatureNotificationDialog() {
  const { notification, close } = useFeatureNotification();
  const tours = useService(Tours);
  const tour = useObservable(tours.running$, () => tours.running);
  return notification && !tour ? <NotificationDialog key={notification.id} notification={notification} onClose={close} /> : null;
}

function NotificationDialog({ notification, onClose }: { notification: ValidNotification; onClose(): void }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const image = useFileUrl(notification.image.url);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{notification.title}</DialogTitle>
      <DialogContent>
        <SanitizedHtml html={notification.content} />
        {image && <Box component="img" src={image} alt={t('featureNotifications.imageAlt', { title: notification.title })} sx={{ display: 'block', maxWidth: '100%', mt: 2, borderRadius: 1 }} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('featureNotifications.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
