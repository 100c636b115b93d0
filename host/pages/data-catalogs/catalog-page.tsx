import CompareArrows from '@mui/icons-material/CompareArrows';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATA_CATALOG_VIEW_MODES, DEFAULT_DATA_CATALOG_VIEW_MODE, type DataCatalogDetail, type DataCatalogViewMode } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { choiceField, idField } from '../../components/list-url-state';
import { EmptyState } from '../../components/page-states';
import { useListUrlState } from '../../components/use-list-url-state';
import { CatalogDetailTable } from './catalog-detail-table';
import { CatalogFrame } from './catalog-frame';
import { buildCatalogTree, detailPath } from './catalog-tree';
import { dataCatalogPaths } from './data-catalog-paths';
import { DeltaDialog } from './delta-dialog';
import { DetailFields } from './detail-fields';
import { DetailLinks } from './detail-links';
import { DetailTreeList } from './detail-tree-list';
import { LineageView } from './lineage-view';
import type { CatalogContent } from './use-catalog-content';

const PAGE_FIELDS = {
  view: choiceField<DataCatalogViewMode>('view', DATA_CATALOG_VIEW_MODES, DEFAULT_DATA_CATALOG_VIEW_MODE),
  detail: idField('detail'),
} as const;

/** /data-catalogs/{id}: the catalog read, as its groups' trees with the chosen detail beside them, or as a table. */
export function CatalogPage() {
  return <CatalogFrame>{(content) => <CatalogView content={content} />}</CatalogFrame>;
}

function CatalogView({ content }: { content: CatalogContent }) {
  const { t } = useTranslation('host');
  const { catalog } = content;
  const [{ view, detail: detailId }, show] = useListUrlState(PAGE_FIELDS);
  const [comparing, setComparing] = useState(false);
  const detailHref = (id: Id) => `${dataCatalogPaths.catalog(catalog.id)}?detail=${id}`;
  const selected = content.details.find((detail) => detail.id === detailId);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: DataCatalogViewMode | null) => next && show({ view: next })} aria-label={t('dataCatalogs.view.label')}>
          {DATA_CATALOG_VIEW_MODES.map((mode) => (
            <ToggleButton key={mode} value={mode}>
              {t(`dataCatalogs.view.${mode}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<CompareArrows />} onClick={() => setComparing(true)}>
          {t('dataCatalogs.delta.open')}
        </Button>
        {catalog.permissions.write && (
          <Button variant="contained" component={Link} to={dataCatalogPaths.management(catalog.id)}>
            {t('dataCatalogs.list.manage')}
          </Button>
        )}
      </Stack>
      {catalog.description && <Typography color="text.secondary">{catalog.description}</Typography>}
      {content.details.length === 0 && content.groups.length === 0 ? (
        <EmptyState title={t('dataCatalogs.catalog.emptyTitle')}>
          {catalog.permissions.write ? t('dataCatalogs.catalog.emptyManage') : t('dataCatalogs.catalog.emptyRead')}
        </EmptyState>
      ) : view === 'table' ? (
        <CatalogDetailTable content={content} detailHref={detailHref} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <CatalogOutline content={content} selectedId={selected?.id} detailHref={detailHref} />
          {selected ? <DetailPanel content={content} detail={selected} /> : <EmptyState title={t('dataCatalogs.catalog.pickTitle')}>{t('dataCatalogs.catalog.pickBody')}</EmptyState>}
        </Box>
      )}
      {comparing && <DeltaDialog catalog={catalog} onClose={() => setComparing(false)} />}
    </Stack>
  );
}

/** The groups, each with its tree of details as links; the chosen one is marked as the current one. */
function CatalogOutline({ content, selectedId, detailHref }: { content: CatalogContent; selectedId: Id | undefined; detailHref(id: Id): string }) {
  const { t } = useTranslation('host');
  return (
    <Paper component="nav" variant="outlined" aria-label={t('dataCatalogs.catalog.outline')} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack spacing={1.5}>
        {buildCatalogTree(content.groups, content.details).map(({ group, roots }) => (
          <Box key={group.id} component="section" aria-labelledby={`catalog-group-${group.id}`}>
            <Typography id={`catalog-group-${group.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {group.name}
            </Typography>
            {roots.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('dataCatalogs.catalog.groupEmpty')}
              </Typography>
            )}
            <DetailTreeList
              nodes={roots}
              renderRow={({ detail }) => (
                <Button
                  component={Link}
                  to={detailHref(detail.id)}
                  replace
                  size="small"
                  aria-current={detail.id === selectedId ? 'true' : undefined}
                  variant={detail.id === selectedId ? 'contained' : 'text'}
                  sx={{ justifyContent: 'flex-start', textAlign: 'start', textTransform: 'none', width: '100%', overflowWrap: 'anywhere' }}
                >
                  {detail.name}
                </Button>
              )}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function DetailPanel({ content, detail }: { content: CatalogContent; detail: DataCatalogDetail }) {
  const { t } = useTranslation('host');
  const group = content.groups.find((entry) => entry.id === detail.group_id);
  // The lineage is loaded afresh after every change of the links.
  const [linksChanged, setLinksChanged] = useState(0);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="catalog-detail-name" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id="catalog-detail-name" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {detail.name}
        </Typography>
        <DetailFields detail={detail} groupName={group?.name ?? ''} path={detailPath(content.details, detail)} />
        <DetailLinks key={detail.id} detail={detail} writer={content.catalog.permissions.write} onChanged={() => setLinksChanged((count) => count + 1)} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('dataCatalogs.lineage.title')}
        </Typography>
        <LineageView key={`${detail.id}:${linksChanged}`} catalogId={detail.data_catalog_id} detailId={detail.id} />
      </Stack>
    </Paper>
  );
}
