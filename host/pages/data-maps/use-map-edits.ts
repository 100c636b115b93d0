import { useTranslation } from 'react-i18next';
import type { DataMapCategoryCreate, DataMapCategoryUpdate, DataMapDataCatalogCreate, DataMapDataCatalogUpdate } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAnnouncedEdits } from '../data-items/use-announced-edits';
import { dataMapApi } from './data-map-paths';

/**
 * The overview's changes to one map, each one call followed by a reload (of the overview and of the map, whose
 * counts change), announced (useAnnouncedEdits).
 */
export function useMapEdits(dataMapId: Id, reload: () => void) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const categories = (id?: Id) => dataMapApi.child(dataMapId, 'data_map_categories', id);
  const placements = (id?: Id) => dataMapApi.child(dataMapId, 'data_map_data_catalogs', id);

  const { saved, change, ...announced } = useAnnouncedEdits(reload);

  return {
    ...announced,
    placeCatalog: async (body: DataMapDataCatalogCreate, name: string) => {
      await http.post(placements(), body);
      saved(t('dataMaps.said.placed', { name }));
    },
    moveCatalog: (placementId: Id, place: DataMapDataCatalogUpdate, name: string) => change(http.put(placements(placementId), place), t('dataMaps.said.catalogMoved', { name })),
    removeCatalog: async (placementId: Id, name: string) => {
      await http.delete(placements(placementId));
      saved(t('dataMaps.said.removed', { name }));
    },
    moveCategory: (categoryId: Id, place: DataMapCategoryUpdate, message: string) => change(http.put(categories(categoryId), place), message),
    createCategory: async (body: DataMapCategoryCreate) => saved(t('dataMaps.said.categoryAdded', { name: (await http.post<{ name: string }>(categories(), body)).name })),
    updateCategory: async (categoryId: Id, body: DataMapCategoryUpdate) => saved(t('dataMaps.said.saved', { name: (await http.put<{ name: string }>(categories(categoryId), body)).name })),
    deleteCategory: async (categoryId: Id, name: string) => {
      await http.delete(categories(categoryId));
      saved(t('dataMaps.said.deleted', { name }));
    },
  };
}

export type MapEdits = ReturnType<typeof useMapEdits>;
