import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapCategoryMapping } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { EmptyState } from '../../../components/page-states';
import { categoryEntries, type CategoryEntry } from './category-paths';
import { CategoryMappingForm } from './category-mapping-form';
import { CategoryMappingList } from './category-mapping-list';
import { loadCategoryMappingData, type CategoryMappingData } from './load-mapping-data';
import { dataMapApi } from '../data-map-paths';
import { MappingPageFrame } from './mapping-page-frame';
import { MappingUploadDialog } from './mapping-upload-dialog';
import { useCategoryMappingEdits } from './use-category-mapping-edits';
import { useMapCategories, type LoadedCategories } from './use-map-categories';
import { EditOutcome } from '../../data-items/edit-outcome';

/**
 * /data-maps/{dataMapId}/category-link-management: category mapping, the map's categories each matched to
 * categories of this or another map the user may read (screens-and-editor.md §2; `data_map_category_mappings`).
 */
export function CategoryMappingPage() {
  const { t } = useTranslation('host');
  return (
    <MappingPageFrame tab="categoryLinkManagement" load={loadCategoryMappingData} title={t('dataMapMapping.category.title')}>
      {(data, reload) => <CategoryMapper data={data} reload={reload} />}
    </MappingPageFrame>
  );
}

function CategoryMapper({ data, reload }: { data: CategoryMappingData; reload(): void }) {
  const { t } = useTranslation('host');
  const { map } = data;
  const writable = map.permissions.write;
  const edits = useCategoryMappingEdits(map.id, data.mappings);
  const [intoMapId, setIntoMapId] = useState<Id>(map.id);
  const [uploading, setUploading] = useState(false);
  const ownCategories = useMemo(() => categoryEntries(data.categories), [data.categories]);
  const otherMapIds = [...edits.mappings.map((mapping) => mapping.mapped_data_map_id), intoMapId].filter((id) => id !== map.id);
  const otherCategories = useMapCategories(otherMapIds);
  const categoriesOf = (mapId: Id): LoadedCategories | undefined => (mapId === map.id ? ownCategories : otherCategories.get(mapId));
  const mapNames = new Map(data.maps.map((other) => [other.id, other.name]));

  const pathIn = (entries: LoadedCategories | undefined, categoryId: Id) =>
    entries === undefined || entries === 'failed' ? undefined : entries.find((entry: CategoryEntry) => entry.category.id === categoryId)?.path;
  const describeTarget = (mapping: Pick<DataMapCategoryMapping, 'mapped_data_map_id' | 'mapped_category_id'>) => {
    const path = pathIn(categoriesOf(mapping.mapped_data_map_id), mapping.mapped_category_id) ?? t('dataMapMapping.category.unknownCategory');
    return mapping.mapped_data_map_id === map.id ? path : t('dataMapMapping.category.inMap', { map: mapNames.get(mapping.mapped_data_map_id) ?? '', path });
  };
  const describe = (categoryId: Id, target: string) => t('dataMapMapping.category.describe', { from: pathIn(ownCategories, categoryId) ?? '', to: target });

  if (ownCategories.length === 0) {
    return <EmptyState title={t('dataMapMapping.category.noCategoriesTitle')}>{t('dataMapMapping.category.noCategoriesBody')}</EmptyState>;
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {!writable && <Alert severity="info">{t('dataMapMapping.readOnly')}</Alert>}
      <EditOutcome said={edits.said} failure={edits.failure} onCloseFailure={edits.clearFailure} />
      {writable && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button startIcon={<UploadFileOutlined />} onClick={() => setUploading(true)}>
              {t('dataMapMapping.upload.open')}
            </Button>
          </Box>
          <CategoryMappingForm
            mapId={map.id}
            ownCategories={ownCategories}
            maps={data.maps}
            intoMapId={intoMapId}
            onIntoMap={setIntoMapId}
            intoCategories={categoriesOf(intoMapId)}
            busy={edits.busy}
            onAdd={(categoryId, mappedId) => {
              const target = describeTarget({ mapped_data_map_id: intoMapId, mapped_category_id: mappedId });
              void edits.add({ data_map_category_id: categoryId, mapped_category_id: mappedId }, describe(categoryId, target));
            }}
          />
        </>
      )}
      <CategoryMappingList
        ownCategories={ownCategories}
        mappings={edits.mappings}
        describeTarget={describeTarget}
        onRemove={writable ? (mapping) => void edits.remove(mapping, describe(mapping.data_map_category_id, describeTarget(mapping))) : undefined}
      />
      {writable && (
        <MappingUploadDialog
          open={uploading}
          title={t('dataMapMapping.upload.categoryTitle')}
          intro={t('dataMapMapping.upload.categoryIntro')}
          path={(preview) => dataMapApi.mappingUpload(map.id, 'data_map_category_mappings', preview)}
          onClose={() => setUploading(false)}
          onMapped={reload}
        />
      )}
    </Stack>
  );
}
