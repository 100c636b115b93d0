/** The new-feature notice itself: title, sanitised content and image. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidNotification } from '../../../core/domain/api-types';
import { SanitizedHtml } from '../../../sdk/rich-text/sanitized-html';
import { useFileUrl } from '../../../sdk/ui/use-file-url';

export function NotificationDialog({ notification, onClose }: { notification: ValidNotification; onClose(): void }) {
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
