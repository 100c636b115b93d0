import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataMap } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useRouteIds } from '../../components/use-route-ids';
import { useHeaderTitle } from '../../shell/header-bar';
import { DataItemScope } from '../data-items/data-item-card';
import { useDataItemActions } from '../data-items/use-data-item-actions';
import { useDataItemAccess } from '../data-items/use-data-item-access';
import { DATA_MAP_KIND } from './data-map-kind';
import { dataMapApi, dataMapPaths } from './data-map-paths';

/** The pages of one map: its overview (where it starts, §4) and the two mapping pages (readers see the mappings, writers change them). */
export type DataMapTab = 'overview' | 'linkManagement' | 'categoryLinkManagement';

const TABS: ReadonlyArray<{ tab: DataMapTab; to(id: Id): string }> = [
  { tab: 'overview', to: dataMapPaths.map },
  { tab: 'linkManagement', to: dataMapPaths.linkManagement },
  { tab: 'categoryLinkManagement', to: dataMapPaths.categoryLinkManagement },
];

export interface MapFrameProps {
  /** The page shown, marked in the tabs. */
  tab: DataMapTab;
  /** The page, given the map of the route and a reload (after a change that alters its counts or name). */
  children(map: DataMap, reload: () => void): ReactNode;
}

/**
 * What the pages of one map share: the map of the route (`:dataMapId`) loaded, its name as the header title, its
 * scope and description, the tabs (links, so each page has its URL) and its actions (copies, permissions,
 * delete). A plain account replaces the page when the user may not read maps or the id is wrong.
 */
export function MapFrame({ tab, children }: MapFrameProps) {
  const { t } = useTranslation('host');
  const access = useDataItemAccess();
  const dataMapId = useRouteIds().twins.dataMapIdInt;
  if (!access.read) return <EmptyState title={t('dataItems.noAccess.title')}>{t('dataMaps.noAccess.body')}</EmptyState>;
  if (dataMapId === undefined) return <EmptyState title={t('dataMaps.notFound')} />;
  return (
    <LoadedMap dataMapId={dataMapId} tab={tab}>
      {children}
    </LoadedMap>
  );
}

function LoadedMap({ dataMapId, tab, children }: MapFrameProps & { dataMapId: Id }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const map = useAsync((signal) => http.get<DataMap>(dataMapApi.map(dataMapId), { signal }), [http, dataMapId]);
  const actions = useDataItemActions({
    kind: DATA_MAP_KIND,
    deleteBody: (item) => t('dataMaps.delete.body', { count: item.category_count }),
    onCopied: (copy) => navigate(dataMapPaths.map(copy.id)),
    onDeleted: () => navigate(dataMapPaths.list),
  });
  useHeaderTitle(map.status === 'ready' ? map.data.name : null);
  if (map.status === 'loading') return <PageLoading label={t('dataMaps.loading')} />;
  if (map.status === 'error') return <ErrorState message={describeHttpError(map.error, t)} onRetry={map.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DataItemScope item={map.data} />
        {map.data.description && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {map.data.description}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {actions.menu(map.data)}
      </Stack>
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={t('dataMaps.tabs.label')}>
        {TABS.map((entry) => (
          <Tab key={entry.tab} value={entry.tab} label={t(`dataMaps.tabs.${entry.tab}`)} component={Link} to={entry.to(dataMapId)} />
        ))}
      </Tabs>
      {actions.failure && <ErrorState message={actions.failure} />}
      {children(map.data, map.reload)}
      {actions.dialogs}
    </Stack>
  );
}
