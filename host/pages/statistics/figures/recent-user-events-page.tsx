/** The most recent user events, kept live while the page is open; filtered by person and kind, older ones on request. */
import { Alert, Button, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { USER_EVENT_KINDS, type UserEventRow } from '../../../../core/domain/statistics-types';
import { formatDateTime } from '../../../components/format-date';
import { describeHttpError } from '../../../components/http-error-message';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useLiveEvents } from '../use-live-events';
import { useStatisticsFilters } from '../use-statistics-range';

export function RecentUserEventsPage({ url, titleKey, companyFilter, csvName }: FigurePageProps) {
  const { t } = useTranslation('host');
  const filters = useStatisticsFilters();
  const [query, setQuery] = useSearchParams();
  const kind = USER_EVENT_KINDS.find((known) => known === query.get('kind'));
  const userId = Number(query.get('user')) || undefined;
  const live = useLiveEvents(url, { kind, user_id: userId, company_id: filters.companyId });
  const setParam = (name: string, value: string | undefined) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const userName = (event: UserEventRow) => event.user?.name ?? t('statistics.events.visitor');
  const filteredName = live.state.status === 'ready' && userId ? live.state.data.find((event) => event.user?.id === userId)?.user?.name : undefined;
  const columns: FigureColumn<UserEventRow>[] = [
    { header: t('statistics.columns.time'), text: (event) => formatDateTime(event.created_at) ?? '' },
    { header: t('statistics.columns.kind'), text: (event) => t(`statistics.events.kinds.${event.kind}`) },
    {
      header: t('statistics.columns.user'),
      text: userName,
      render: (event) =>
        event.user ? (
          <Link component="button" onClick={() => setParam('user', String(event.user?.id))} aria-label={t('statistics.events.showUser', { name: event.user.name })}>
            {event.user.name}
          </Link>
        ) : (
          userName(event)
        ),
    },
    ...(companyFilter ? [{ header: t('statistics.columns.company'), text: (event: UserEventRow) => event.company.name }] : []),
    { header: t('statistics.columns.project'), text: (event) => event.project?.name ?? '' },
    { header: t('statistics.columns.module'), text: (event) => event.module?.name ?? '' },
  ];
  return (
    <StatisticsFrame
      title={t(titleKey)}
      figure={live.state}
      filters={filters}
      rangeKind={null}
      companyFilter={companyFilter}
      rows={(events) => events}
      rowKey={(event) => event.id}
      columns={columns}
      csvName={csvName}
      tools={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField select size="small" sx={{ minWidth: 200 }} label={t('statistics.events.kindFilter')} value={kind ?? ''} onChange={(event) => setParam('kind', event.target.value || undefined)}>
            <MenuItem value="">{t('statistics.events.anyKind')}</MenuItem>
            {USER_EVENT_KINDS.map((known) => (
              <MenuItem key={known} value={known}>
                {t(`statistics.events.kinds.${known}`)}
              </MenuItem>
            ))}
          </TextField>
          {userId && <Chip label={t('statistics.events.userFilter', { name: filteredName ?? `#${userId}` })} onDelete={() => setParam('user', undefined)} />}
        </Stack>
      }
      footer={
        <Stack spacing={1} sx={{ alignItems: 'center', pt: 2 }}>
          {live.loadMoreError !== null && (
            <Alert severity="error">{t('statistics.events.loadMoreFailed', { reason: describeHttpError(live.loadMoreError, t) })}</Alert>
          )}
          {live.loadMore && (
            <Button onClick={live.loadMore} disabled={live.loadingMore}>
              {t('statistics.events.loadMore')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('statistics.events.live')}
          </Typography>
        </Stack>
      }
    />
  );
}
