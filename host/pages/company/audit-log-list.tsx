/** The company's audit log (GET /api/company_admin/audit_events), newest first, optionally of one target. */
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ADMIN_PATHS } from '../../../core/domain/company-admin-paths';
import type { AdminPage, AuditEventView } from '../../../core/domain/company-admin-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { formatDateTime } from '../../components/format-date';
import { describeHttpError } from '../../components/http-error-message';
import { PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';

const PAGE_SIZE = 20;
/** The most an admin page answers at once (MAX_ADMIN_PAGE_SIZE); older entries are for the API. */
const MOST_SHOWN = 100;

export function AuditLogList({ target, reloadKey }: { target?: { type: string; id: number }; reloadKey?: unknown }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [shown, setShown] = useState(PAGE_SIZE);
  const events = useAsync(
    (signal) =>
      http.get<AdminPage<AuditEventView>>(COMPANY_ADMIN_PATHS.auditEvents, {
        signal,
        params: { per_page: Math.min(shown, MOST_SHOWN), target_type: target?.type, target_id: target?.id },
      }),
    [http, shown, target?.type, target?.id, reloadKey],
  );
  if (events.status === 'loading') return <PageLoading />;
  if (events.status === 'error') return <Alert severity="error">{describeHttpError(events.error, t)}</Alert>;
  if (events.data.items.length === 0) return <Typography color="text.secondary">{t('companyAdmin.audit.empty')}</Typography>;
  return (
    <>
      <List dense aria-label={t('companyAdmin.audit.heading')}>
        {events.data.items.map((event) => (
          <ListItem key={event.id} disableGutters>
            <ListItemText
              primary={event.summary}
              secondary={t('companyAdmin.audit.by', { date: formatDateTime(event.created_at), actor: event.actor?.name ?? t('companyAdmin.audit.system') })}
            />
          </ListItem>
        ))}
      </List>
      {events.data.total > events.data.items.length && shown < MOST_SHOWN && (
        <Button onClick={() => setShown((n) => n + PAGE_SIZE)}>{t('companyAdmin.audit.more')}</Button>
      )}
    </>
  );
}
