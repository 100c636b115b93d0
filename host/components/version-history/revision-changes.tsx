import { useTranslation } from 'react-i18next';
import { Alert, List, ListItem, ListItemText, Stack } from '@mui/material';
import type { ModuleRevisionDetail } from '../../../core/domain/module-revision-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../http-error-message';
import { PageLoading } from '../page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { hasDiagramCells, RevisionPicturePair } from './revision-picture-pair';
import { moduleFieldNamer } from './field-names';
import { revisionItemSentences } from './revision-words';
import { moduleRevisionPath } from './version-history-api';
import { untypedKeys } from '../../../core/i18n/untyped-keys';

/** What one revision changed, in words, and for a diagram a before/after picture. Loaded when shown. */
export function RevisionChanges({ moduleId, segment, revisionId }: { moduleId: number; segment: string; revisionId: number }) {
  const { t, i18n } = useTranslation('host');
  const http = useService(HttpClient);
  const detail = useAsync((signal) => http.get<ModuleRevisionDetail>(moduleRevisionPath(moduleId, revisionId), { signal }), [http, moduleId, revisionId]);
  if (detail.status === 'loading') return <PageLoading />;
  if (detail.status === 'error') return <Alert severity="error">{describeHttpError(detail.error, t)}</Alert>;
  const nameField = moduleFieldNamer({ exists: (key) => i18n.exists(key), t: (key) => untypedKeys(i18n.t)(key) }, segment);
  const sentences = detail.data.items.flatMap((item) => revisionItemSentences(item, t, nameField));
  return (
    <Stack spacing={1}>
      {hasDiagramCells(detail.data.items) && <RevisionPicturePair items={detail.data.items} />}
      <List dense disablePadding>
        {sentences.map((sentence, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText primary={sentence} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
