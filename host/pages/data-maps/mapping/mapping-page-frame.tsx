import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../components/use-async';
import { useRouteIds } from '../../../components/use-route-ids';
import { useHeaderTitle } from '../../../shell/header-bar';

interface MappingPageFrameProps<T extends { map: DataMap }> {
  /** What the page shows, loaded in one go for the map of the route. */
  load(http: HttpClient, mapId: Id, signal: AbortSignal): Promise<T>;
  /** Which mapping this page does, shown under the map's name. */
  title: string;
  children(data: T, reload: () => void): ReactNode;
}

/** What both mapping pages share: the route's map loaded with the page's data, its name as heading and header title. */
export function MappingPageFrame<T extends { map: DataMap }>({ load, title, children }: MappingPageFrameProps<T>) {
  const { t } = useTranslation('host');
  const mapId = useRouteIds().twins.dataMapIdInt;
  if (mapId === undefined) return <EmptyState title={t('dataMapMapping.notFound')} />;
  return (
    <LoadedMap mapId={mapId} load={load} title={title}>
      {children}
    </LoadedMap>
  );
}

function LoadedMap<T extends { map: DataMap }>({ mapId, load, title, children }: MappingPageFrameProps<T> & { mapId: Id }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const content = useAsync((signal) => load(http, mapId, signal), [http, mapId]);
  useHeaderTitle(content.status === 'ready' ? content.data.map.name : null);
  if (content.status === 'loading') return <PageLoading label={t('dataMapMapping.loading')} />;
  if (content.status === 'error') return <ErrorState message={describeHttpError(content.error, t)} onRetry={content.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%', minWidth: 0 }}>
      <div>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {content.data.map.name}
        </Typography>
        <Typography color="text.secondary">{title}</Typography>
      </div>
      {children(content.data, content.reload)}
    </Stack>
  );
}
