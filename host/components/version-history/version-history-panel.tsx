import { useEffect, useState } from 'react';
import { Alert, Box, Button, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ModuleRevisionGroup, ModuleRevisionPage, ModuleRevisionSummary } from '../../../core/domain/module-revision-types';
import { HttpClient } from '../../../core/services/http-client';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../confirm-dialog';
import { formatDateTime } from '../format-date';
import { describeHttpError } from '../http-error-message';
import { PageLoading } from '../page-states';
import { RevisionChanges } from './revision-changes';
import { moduleRevisionsPath, restoreRevisionPath } from './version-history-api';
import type { HostMessageKey } from '../../i18n/host-message-key';

export const REVISIONS_PAGE_SIZE = 30;

/** What kind of revision it was, when it was not a plain edit. */
function kindWords(revision: ModuleRevisionSummary, t: (key: HostMessageKey) => string): string | null {
  if (revision.kind === 'restore') return t('versionHistory.restoreKind');
  if (revision.kind === 'daily') return t('versionHistory.dailyKind');
  return null;
}

function RevisionRow({
  moduleId,
  segment,
  revision,
  canRestore,
  onRestore,
}: {
  moduleId: number;
  segment: string;
  revision: ModuleRevisionSummary;
  canRestore: boolean;
  onRestore(revision: ModuleRevisionSummary): void;
}) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const kind = kindWords(revision, t);
  return (
    <ListItem disableGutters sx={{ display: 'block' }} data-revision-id={revision.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {kind && <strong>{kind} </strong>}
          {t('versionHistory.counts', { added: revision.added, changed: revision.changed, removed: revision.removed })}
        </Typography>
        <Button size="small" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {t(open ? 'versionHistory.hideChanges' : 'versionHistory.showChanges')}
        </Button>
        {canRestore && (
          <Button size="small" onClick={() => onRestore(revision)}>
            {t('versionHistory.restore')}
          </Button>
        )}
      </Stack>
      {open && (
        <Box sx={{ pl: 1 }}>
          <RevisionChanges moduleId={moduleId} segment={segment} revisionId={revision.id} />
        </Box>
      )}
    </ListItem>
  );
}

function GroupHeading({ group }: { group: ModuleRevisionGroup }) {
  const { t } = useTranslation('host');
  return (
    <Typography variant="subtitle2" component="h3">
      {t('versionHistory.group', {
        name: group.user?.name ?? t('versionHistory.unknownUser'),
        date: formatDateTime(group.minute) ?? '',
      })}
    </Typography>
  );
}

/**
 * A module's version history: its revisions newest first, grouped by user and minute, each telling what it
 * changed when opened, with a Restore button (confirmed) for those who may write. After a restore the
 * module's view is given the content afresh (`onRestored`).
 */
export function VersionHistoryPanel({
  moduleId,
  segment,
  canRestore,
  onRestored,
}: {
  moduleId: number;
  /** The module kind's plugin, which names the fields of its items. */
  segment: string;
  canRestore: boolean;
  onRestored(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const [groups, setGroups] = useState<ModuleRevisionGroup[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<ModuleRevisionSummary | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    http
      .get<ModuleRevisionPage>(moduleRevisionsPath(moduleId), { params: { page, per_page: REVISIONS_PAGE_SIZE }, signal: controller.signal })
      .then((answer) => {
        setGroups((previous) => (page === 1 ? answer.groups : [...previous, ...answer.groups]));
        setTotal(answer.total);
        setError(null);
      })
      .catch((failure: unknown) => !controller.signal.aborted && setError(describeHttpError(failure, t)))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [http, moduleId, page, reloads, t]);

  const shown = groups.reduce((sum, group) => sum + group.revisions.length, 0);
  const restore = async () => {
    if (!restoring) return;
    await http.post(restoreRevisionPath(moduleId, restoring.id), {});
    snackbar.show(t('versionHistory.restored', { date: formatDateTime(restoring.created_at) ?? '' }));
    setRestoring(null);
    setPage(1);
    setReloads((n) => n + 1);
    onRestored();
  };

  return (
    <Stack spacing={1} component="section" aria-label={t('versionHistory.title')}>
      <Typography variant="h6" component="h2">
        {t('versionHistory.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!loading && !error && groups.length === 0 && <Typography color="text.secondary">{t('versionHistory.none')}</Typography>}
      {groups.map((group) => (
        <Box key={`${group.minute}-${group.revisions[0].id}`}>
          <GroupHeading group={group} />
          <List dense disablePadding>
            {group.revisions.map((revision) => (
              <RevisionRow key={revision.id} moduleId={moduleId} segment={segment} revision={revision} canRestore={canRestore} onRestore={setRestoring} />
            ))}
          </List>
          <Divider />
        </Box>
      ))}
      {loading && <PageLoading />}
      {!loading && shown < total && <Button onClick={() => setPage((n) => n + 1)}>{t('versionHistory.more')}</Button>}
      <ConfirmDialog
        open={restoring !== null}
        title={t('versionHistory.restoreTitle')}
        body={t('versionHistory.restoreBody', { date: formatDateTime(restoring?.created_at) ?? '' })}
        confirmLabel={t('versionHistory.restore')}
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}
