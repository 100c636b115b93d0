import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../../core/domain/id';
import { EmptyState } from '../../../components/page-states';
import { categoryEntries } from './category-paths';
import { CategoryPicker } from './category-picker';
import { DetailFilterBar } from './detail-filter-bar';
import { DetailList } from './detail-list';
import { buildDetailEntries } from '../../../../core/domain/catalog-detail-entries';
import { coverageOf, filterDetails, NO_DETAIL_FILTER } from './detail-rows';
import { EMPTY_SELECTION, selectedRows } from './detail-selection';
import { loadDetailMappingData, type DetailMappingData } from './load-mapping-data';
import { dataMapApi } from '../data-map-paths';
import { MappingPageFrame } from './mapping-page-frame';
import { MappingSuggestionsDialog } from './mapping-suggestions-dialog';
import { MappingUploadDialog } from './mapping-upload-dialog';
import { useDetailMappingEdits } from './use-detail-mapping-edits';
import { EditOutcome } from '../../data-items/edit-outcome';

/**
 * /data-maps/{dataMapId}/link-management: element mapping, the details of the catalogs the map places put into
 * the map's categories (screens-and-editor.md §2; `data_map_detail_mappings`). Readers see it; writers map.
 */
export function DetailMappingPage() {
  const { t } = useTranslation('host');
  return (
    <MappingPageFrame tab="linkManagement" load={loadDetailMappingData} title={t('dataMapMapping.detail.title')}>
      {(data, reload) => <DetailMapper data={data} reload={reload} />}
    </MappingPageFrame>
  );
}

function DetailMapper({ data, reload }: { data: DetailMappingData; reload(): void }) {
  const { t } = useTranslation('host');
  const { map } = data;
  const writable = map.permissions.write;
  const edits = useDetailMappingEdits(map.id, data.mappings);
  const [filter, setFilter] = useState(NO_DETAIL_FILTER);
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [chosenId, setChosenId] = useState<Id | null>(null);
  const [dialog, setDialog] = useState<'upload' | 'suggest' | null>(null);

  const entries = useMemo(() => buildDetailEntries(data.catalogs), [data.catalogs]);
  const categories = useMemo(() => categoryEntries(data.categories), [data.categories]);
  const categoryNames = useMemo(() => new Map(data.categories.map((category) => [category.id, category.name])), [data.categories]);
  const shownFilter = useDeferredValue(filter);
  const rows = useMemo(() => filterDetails(entries, shownFilter, edits.mapped), [entries, shownFilter, edits.mapped]);
  const coverage = useMemo(() => coverageOf(entries, edits.mapped), [entries, edits.mapped]);
  const counts = useMemo(() => {
    const byCategory = new Map<Id, number>();
    for (const mapping of edits.mappings) byCategory.set(mapping.data_map_category_id, (byCategory.get(mapping.data_map_category_id) ?? 0) + 1);
    return byCategory;
  }, [edits.mappings]);

  const picked = selectedRows(rows, selection.selected).map((row) => row.detail.id);
  const chosen = chosenId === null ? null : { id: chosenId, name: categoryNames.get(chosenId) ?? '' };
  /** The picked details, or else the focused one (Enter and Delete on a single row). */
  const withChosen = (run: (category: { id: Id; name: string }, ids: Id[]) => void) => (focusedId: Id | null) => {
    const ids = picked.length > 0 ? picked : focusedId === null ? [] : [focusedId];
    if (ids.length === 0) edits.say(t('dataMapMapping.detail.said.pickFirst'));
    else if (!chosen) edits.say(t('dataMapMapping.detail.said.chooseFirst'));
    else if (!edits.busy) run(chosen, ids);
  };
  const actions = writable
    ? {
        mapPicked: withChosen((category, ids) => void edits.map(ids, category)),
        unmapPicked: withChosen((category, ids) => void edits.unmap(ids, category)),
        unmapOne: (detailId: Id, categoryId: Id) => void edits.unmap([detailId], { id: categoryId, name: categoryNames.get(categoryId) ?? '' }),
      }
    : null;

  if (data.catalogs.length === 0 && data.unreadableCatalogs === 0) {
    return <EmptyState title={t('dataMapMapping.detail.noCatalogsTitle')}>{t('dataMapMapping.detail.noCatalogsBody')}</EmptyState>;
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {!writable && <Alert severity="info">{t('dataMapMapping.readOnly')}</Alert>}
      {data.unreadableCatalogs > 0 && <Alert severity="info">{t('dataMapMapping.detail.unreadableCatalogs', { count: data.unreadableCatalogs })}</Alert>}
      <EditOutcome said={edits.said} failure={edits.failure} onCloseFailure={edits.clearFailure} />
      <DetailFilterBar filter={filter} onFilter={setFilter} catalogs={data.catalogs} coverage={coverage} shown={rows.length} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={1} sx={{ minWidth: 0, order: { xs: 2, md: 1 } }}>
          {actions && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ mr: 1 }}>
                {t('dataMapMapping.detail.picked', { count: picked.length })}
              </Typography>
              <Button variant="contained" size="small" disabled={picked.length === 0 || !chosen || edits.busy} onClick={() => actions.mapPicked(null)}>
                {chosen ? t('dataMapMapping.detail.mapTo', { category: chosen.name }) : t('dataMapMapping.detail.map')}
              </Button>
              {chosen && (
                <Button size="small" disabled={picked.length === 0 || edits.busy} onClick={() => actions.unmapPicked(null)}>
                  {t('dataMapMapping.detail.unmapFrom', { category: chosen.name })}
                </Button>
              )}
              <Button size="small" color="error" disabled={picked.length === 0 || edits.busy} onClick={() => void edits.unmap(picked, null)}>
                {t('dataMapMapping.detail.unmapAll')}
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              <Button size="small" startIcon={<AutoAwesomeOutlined />} onClick={() => setDialog('suggest')}>
                {t('dataMapMapping.suggest.open')}
              </Button>
              <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => setDialog('upload')}>
                {t('dataMapMapping.upload.open')}
              </Button>
            </Stack>
          )}
          {actions && (
            <Typography variant="caption" color="text.secondary">
              {t('dataMapMapping.detail.keys')}
            </Typography>
          )}
          {rows.length === 0 ? (
            <EmptyState title={entries.length === 0 ? t('dataMapMapping.detail.noDetails') : t('dataMapMapping.detail.noMatch')} />
          ) : (
            <DetailList rows={rows} mapped={edits.mapped} categoryNames={categoryNames} selection={selection} onSelection={setSelection} actions={actions} />
          )}
        </Stack>
        <Box sx={{ minWidth: 0, order: { xs: 1, md: 2 } }}>
          <CategoryPicker entries={categories} counts={counts} chosenId={chosenId} onChoose={writable ? setChosenId : undefined} />
        </Box>
      </Box>
      {writable && (
        <>
          <MappingUploadDialog
            open={dialog === 'upload'}
            title={t('dataMapMapping.upload.detailTitle')}
            intro={t('dataMapMapping.upload.detailIntro')}
            path={(preview) => dataMapApi.mappingUpload(map.id, 'data_map_detail_mappings', preview)}
            onClose={() => setDialog(null)}
            onMapped={reload}
          />
          <MappingSuggestionsDialog
            open={dialog === 'suggest'}
            mapId={map.id}
            mapped={edits.mapped}
            busy={edits.busy}
            failure={edits.failure}
            onMap={edits.map}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Stack>
  );
}
