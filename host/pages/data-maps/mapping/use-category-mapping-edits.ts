import { useTranslation } from 'react-i18next';
import type { DataMapCategoryMapping, DataMapCategoryMappingCreate } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { fieldError } from '../../../components/http-error-message';
import { dataMapApi } from '../data-map-paths';
import { useMappingsInPlace } from './use-mappings-in-place';

/** The map's category mappings as the page adds and removes them, each change one call, its answer kept. */
export function useCategoryMappingEdits(mapId: Id, initial: readonly DataMapCategoryMapping[]) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { mappings, setMappings, busy, said, failure, clearFailure, run } = useMappingsInPlace(initial);
  const reason = (error: unknown) => fieldError(error, 'mapped_category_id', t);

  return {
    mappings,
    busy,
    said,
    failure,
    clearFailure,
    add: (pair: DataMapCategoryMappingCreate, described: string) =>
      run(async () => {
        const created = await http.post<DataMapCategoryMapping>(dataMapApi.child(mapId, 'data_map_category_mappings'), pair);
        setMappings((current) => (current.some((mapping) => mapping.id === created.id) ? current : [...current, created]));
      }, t('dataMapMapping.category.said.added', { mapping: described }), reason),
    remove: (mapping: DataMapCategoryMapping, described: string) =>
      run(async () => {
        await http.delete(dataMapApi.child(mapId, 'data_map_category_mappings', mapping.id));
        setMappings((current) => current.filter((other) => other.id !== mapping.id));
      }, t('dataMapMapping.category.said.removed', { mapping: described }), reason),
  };
}
