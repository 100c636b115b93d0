import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DATA_CATALOG_MANAGEMENT_VIEW_MODES,
  DEFAULT_DATA_CATALOG_MANAGEMENT_VIEW_MODE,
  type DataCatalogManagementViewMode,
} from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { choiceField } from '../../components/list-url-state';
import { EmptyState } from '../../components/page-states';
import { useListUrlState } from '../../components/use-list-url-state';
import { CatalogDetailTable } from './catalog-detail-table';
import { CatalogFrame } from './catalog-frame';
import { CatalogTreeEditor } from './catalog-tree-editor';
import { dataCatalogPaths } from './data-catalog-paths';
import { ManageDialogs, type ManageDialog } from './manage-dialogs';
import type { CatalogContent } from './use-catalog-content';
import { useCatalogEdits } from './use-catalog-edits';
import { EditOutcome } from '../data-items/edit-outcome';

const PAGE_FIELDS = {
  view: choiceField<DataCatalogManagementViewMode>('view', DATA_CATALOG_MANAGEMENT_VIEW_MODES, DEFAULT_DATA_CATALOG_MANAGEMENT_VIEW_MODE),
} as const;

/** /data-catalogs/{id}/data-catalog-management: the catalog's groups and details changed by its writers. */
export function CatalogManagementPage() {
  return <CatalogFrame>{(content, reload) => <CatalogManager content={content} reload={reload} />}</CatalogFrame>;
}

function CatalogManager({ content, reload }: { content: CatalogContent; reload(): void }) {
  const { t } = useTranslation('host');
  const { catalog } = content;
  const [{ view }, show] = useListUrlState(PAGE_FIELDS);
  const [dialog, setDialog] = useState<ManageDialog | null>(null);
  const edits = useCatalogEdits(catalog.id, reload);
  if (!catalog.permissions.write) {
    return <EmptyState title={t('dataItems.noAccess.title')}>{t('dataCatalogs.noAccess.write')}</EmptyState>;
  }
  const detailHref = (id: Id) => `${dataCatalogPaths.catalog(catalog.id)}?detail=${id}`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: DataCatalogManagementViewMode | null) => next && show({ view: next })} aria-label={t('dataCatalogs.view.label')}>
          {DATA_CATALOG_MANAGEMENT_VIEW_MODES.map((mode) => (
            <ToggleButton key={mode} value={mode}>
              {t(`dataCatalogs.view.${mode}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={Link} to={dataCatalogPaths.catalog(catalog.id)}>
          {t('dataCatalogs.manage.backToCatalog')}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'addGroup' })}>
          {t('dataCatalogs.manage.addGroup')}
        </Button>
      </Stack>
      {view === 'tree' && <Typography color="text.secondary">{t('dataCatalogs.manage.intro')}</Typography>}
      <EditOutcome said={edits.said} failure={edits.failure} onCloseFailure={edits.clearFailure} />
      {content.groups.length === 0 ? (
        <EmptyState title={t('dataCatalogs.catalog.emptyTitle')}>{t('dataCatalogs.manage.emptyBody')}</EmptyState>
      ) : view === 'table' ? (
        <CatalogDetailTable content={content} detailHref={detailHref} />
      ) : (
        <CatalogTreeEditor content={content} edits={edits} open={setDialog} />
      )}
      <ManageDialogs dialog={dialog} details={content.details} edits={edits} onClose={() => setDialog(null)} />
    </Stack>
  );
}
