import { useEffect, useState } from 'react';
import { Alert, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Paged } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { formatDateTime } from './format-date';
import { describeHttpError } from './http-error-message';
import { PageLoading } from './page-states';
import { HISTORY_PANEL, PANEL_QUERY_PARAM } from './version-history/version-history-api';
import { projectApi, type HistoryEvent } from './workspace-api';

/** The module page with its version history open (the module route finds the module's kind). */
const moduleHistoryPath = (projectId: number, moduleId: number) => `/projects/${projectId}/modules/${moduleId}?${PANEL_QUERY_PARAM}=${HISTORY_PANEL}`;

export const HISTORY_PAGE_SIZE = 25;

/** The project's history, newest first: who did what, when; older pages on demand. A module's entry links to its version history. */
export function HistoryPanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [events, setEvents] = useState<HistoryEvent[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    http
      .get<Paged<HistoryEvent>>(projectApi(projectId).history, {
        params: { page, per_page: HISTORY_PAGE_SIZE },
        signal: controller.signal,
      })
      .then((answer) => {
        setEvents((previous) => (page === 1 ? answer.items : [...previous, ...answer.items]));
        setTotal(answer.total);
        setError(null);
      })
      .catch((failure: unknown) => !controller.signal.aborted && setError(describeHttpError(failure, t)))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [http, projectId, page, t]);

  return (
    <Stack spacing={1} component="section" aria-label={t('projectPage.historyPanel.title')}>
      <Typography variant="h6" component="h2">
        {t('projectPage.historyPanel.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!loading && !error && events.length === 0 && (
        <Typography color="text.secondary">{t('projectPage.historyPanel.none')}</Typography>
      )}
      <List dense>
        {events.map((event) => (
          <ListItem key={event.id} disableGutters>
            <ListItemText
              primary={event.summary}
              secondary={
                <>
                  {t('projectPage.historyPanel.by', {
                    name: event.user?.name ?? t('projectPage.historyPanel.unknownUser'),
                    date: formatDateTime(event.created_at) ?? '',
                  })}
                  {event.module_id !== null && (
                    <>
                      {' · '}
                      <Link component={RouterLink} to={moduleHistoryPath(projectId, event.module_id)}>
                        {t('versionHistory.openFromProject')}
                      </Link>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {loading && <PageLoading />}
      {!loading && events.length < total && (
        <Button onClick={() => setPage((n) => n + 1)}>{t('projectPage.historyPanel.more')}</Button>
      )}
    </Stack>
  );
}
