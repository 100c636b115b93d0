import { Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LINEAGE_DEPTH, type DataCatalogLineage, type LineageNode } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataCatalogApi, dataCatalogPaths } from './data-catalog-paths';

/** The page of a lineage node's detail, opened on it. */
const nodePath = (node: LineageNode) => `${dataCatalogPaths.catalog(node.catalog_id)}?detail=${node.detail_id}`;

function LineageList({ title, nodes }: { title: string; nodes: readonly LineageNode[] }) {
  const { t } = useTranslation('host');
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {nodes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dataCatalogs.lineage.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {nodes.map((node) => (
            <ListItem key={node.detail_id} disableGutters>
              <ListItemText
                primary={
                  node.name === null ? (
                    t('dataCatalogs.lineage.hidden')
                  ) : (
                    <MuiLink component={Link} to={nodePath(node)}>
                      {node.name}
                    </MuiLink>
                  )
                }
                secondary={t('dataCatalogs.lineage.where', { catalog: node.catalog_name ?? t('dataCatalogs.lineage.hiddenCatalog'), count: Math.abs(node.distance) })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Where a detail's data comes from (upstream) and goes to (downstream) along detail links, a few steps each
 * way, nearest first. Details the user may not read keep their place but not their names.
 */
export function LineageView({ catalogId, detailId }: { catalogId: Id; detailId: Id }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const lineage = useAsync((signal) => http.get<DataCatalogLineage>(dataCatalogApi.lineage(catalogId, detailId, DEFAULT_LINEAGE_DEPTH), { signal }), [http, catalogId, detailId]);
  if (lineage.status === 'loading') return <PageLoading label={t('dataCatalogs.lineage.loading')} />;
  if (lineage.status === 'error') return <ErrorState message={describeHttpError(lineage.error, t)} onRetry={lineage.reload} />;
  const nearestFirst = (a: LineageNode, b: LineageNode) => Math.abs(a.distance) - Math.abs(b.distance);
  const upstream = lineage.data.nodes.filter((node) => node.distance < 0).sort(nearestFirst);
  const downstream = lineage.data.nodes.filter((node) => node.distance > 0).sort(nearestFirst);
  return (
    <Stack spacing={2}>
      <LineageList title={t('dataCatalogs.lineage.upstream')} nodes={upstream} />
      <LineageList title={t('dataCatalogs.lineage.downstream')} nodes={downstream} />
    </Stack>
  );
}
