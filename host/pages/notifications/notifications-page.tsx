/**
 * /notifications: the person's notifications in a server-paged table (POST datatable.json), newest first,
 * filtered by read or unread (kept in the URL with the table's search and page); selected rows or all are marked read, and opening one opens its item.
 */
import { Alert, Box, Button, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_READ_FILTERS, type Notification, type NotificationReadFilter, type NotificationTable } from '../../../core/domain/notification-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { ServerTable } from '../../components/admin/server-table';
import { TABLE_PAGE_FIELD } from '../../components/admin/server-table-url-state';
import { choiceField } from '../../components/list-url-state';
import { useListUrlState } from '../../components/use-list-url-state';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { useHeaderTitle } from '../../shell/header-bar';
import { markNotificationsRead, NOTIFICATIONS_TABLE_PATH, notificationsChanged } from '../../shell/notifications/notifications-api';
import { useNotificationTitle } from '../../shell/notifications/use-notification-title';
import { useOpenNotification } from '../../shell/notifications/use-open-notification';

const FILTER_FIELDS = { read: choiceField('read', NOTIFICATION_READ_FILTERS, 'all'), page: TABLE_PAGE_FIELD } as const;

export function NotificationsPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  useHeaderTitle(t('notifications.title'));
  const titleOf = useNotificationTitle();
  const openNotification = useOpenNotification();
  const [{ read }, showFilter] = useListUrlState(FILTER_FIELDS);
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // Marked read from the bell's menu while the page is open: the table shows it too.
  useEffect(() => {
    const subscription = notificationsChanged.subscribe(() => setReloadKey((n) => n + 1));
    return () => subscription.unsubscribe();
  }, []);

  const mark = (update: { ids: number[] } | { all: true }) => {
    setError(null);
    markNotificationsRead(http, update).then(
      () => setSelected([]),
      (failure: unknown) => setError(describeHttpError(failure, t)),
    );
  };

  const columns: GridColDef<Notification>[] = [
    {
      field: 'notification',
      headerName: t('notifications.columns.notification'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.4 }}>
          <Link component="button" onClick={() => openNotification(row)} sx={{ textAlign: 'left', fontWeight: row.read_at === null ? 600 : 400 }}>
            {titleOf(row)}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.text}
          </Typography>
        </Box>
      ),
    },
    { field: 'created_at', headerName: t('notifications.columns.created_at'), width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'read_at',
      headerName: t('notifications.columns.read_at'),
      width: 170,
      renderCell: ({ row }) =>
        row.read_at === null ? <Chip size="small" color="primary" label={t('notifications.unread')} /> : formatDateTime(row.read_at),
    },
  ];

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <ServerTable<Notification>
        url={NOTIFICATIONS_TABLE_PATH}
        method="post"
        columns={columns}
        label={t('notifications.title')}
        searchLabel={t('notifications.search')}
        emptyText={t('notifications.none')}
        params={{ read }}
        initialSort={[{ field: 'created_at', sort: 'desc' }]}
        reloadKey={reloadKey}
        onSelectionChange={setSelected}
        onPage={(page) => setUnreadCount((page as NotificationTable).unread_count)}
        actions={
          <>
            <TextField select size="small" label={t('notifications.filter.label')} value={read} onChange={(event) => showFilter({ read: event.target.value as NotificationReadFilter, page: 1 })} sx={{ minWidth: 140 }}>
              {NOTIFICATION_READ_FILTERS.map((filter) => (
                <MenuItem key={filter} value={filter}>
                  {t(`notifications.filter.${filter}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" disabled={selected.length === 0} onClick={() => mark({ ids: selected.map(Number) })}>
              {t('notifications.markRead')}
            </Button>
            <Button variant="contained" disabled={unreadCount === 0} onClick={() => mark({ all: true })}>
              {t('notifications.markAllRead')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
