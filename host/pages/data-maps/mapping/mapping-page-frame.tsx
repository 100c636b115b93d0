import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../../core/domain/data-governance-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { MapFrame, type DataMapTab } from '../map-frame';

interface MappingPageFrameProps<T extends { map: DataMap }> {
  /** The map's page this is, marked in the map's tabs. */
  tab: DataMapTab;
  /** What the page shows beside the map (which the frame loads), in one go. */
  load(http: HttpClient, map: DataMap, signal: AbortSignal): Promise<T>;
  /** Which mapping this page does, its heading. */
  title: string;
  children(data: T, reload: () => void): ReactNode;
}

/** What both mapping pages share: the map's frame (name, tabs, actions), then the page's data loaded in one go under its heading. */
export function MappingPageFrame<T extends { map: DataMap }>({ tab, load, title, children }: MappingPageFrameProps<T>) {
  return <MapFrame tab={tab}>{(map, reloadMap) => <LoadedMapping map={map} load={load} title={title} reloadMap={reloadMap}>{children}</LoadedMapping>}</MapFrame>;
}

function LoadedMapping<T extends { map: DataMap }>({ map, load, title, reloadMap, children }: Omit<MappingPageFrameProps<T>, 'tab'> & { map: DataMap; reloadMap(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  // Loaded once per map; a reload of the map (its coverage, its name) reaches the page without loading this again.
  const content = useAsync((signal) => load(http, map, signal), [http, map.id]);
  if (content.status === 'loading') return <PageLoading label={t('dataMapMapping.loading')} />;
  if (content.status === 'error') return <ErrorState message={describeHttpError(content.error, t)} onRetry={content.reload} />;
  // A change of the mappings changes the map's coverage too.
  const reload = () => {
    content.reload();
    reloadMap();
  };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children({ ...content.data, map }, reload)}
    </Stack>
  );
}
