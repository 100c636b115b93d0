/**
 * The bell in the navigation bar: the unread count on a badge (and in its name, "Notifications, 3 unread");
 * it opens a menu of the latest notifications with "See all" (the notifications page).
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format-date';
import { NOTIFICATIONS_PAGE_PATH } from './notifications-api';
import { useLatestNotifications } from './use-latest-notifications';
import { useNotificationTitle } from './use-notification-title';
import { useOpenNotification } from './use-open-notification';

const MENU_ID = 'notifications-menu';

export function NotificationsBell() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const latest = useLatestNotifications();
  const titleOf = useNotificationTitle();
  const openNotification = useOpenNotification();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = latest?.unread_count ?? 0;
  const label = t('notifications.bell', { count: unread });
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? MENU_ID : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="info">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('notifications.menu') }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {latest?.items.length === 0 && <MenuItem disabled>{t('notifications.none')}</MenuItem>}
        {latest?.items.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => {
              close();
              openNotification(notification);
            }}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={titleOf(notification)}
              secondary={`${notification.text} · ${formatDateTime(notification.created_at)}`}
              slotProps={{ primary: { sx: { fontWeight: notification.read_at === null ? 600 : 400 } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate(NOTIFICATIONS_PAGE_PATH);
          }}
        >
          {t('notifications.seeAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
