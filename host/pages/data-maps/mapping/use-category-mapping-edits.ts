import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapCategoryMapping, DataMapCategoryMappingCreate } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { mappingApi } from './mapping-api';

/** The map's category mappings as the page adds and removes them, each change one call, its answer kept. */
export function useCategoryMappingEdits(mapId: Id, initial: readonly DataMapCategoryMapping[]) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [mappings, setMappings] = useState(initial);
  // A reload (after an upload) brings new mappings: they replace the ones kept here.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setMappings(initial);
  }
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (call: () => Promise<void>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      setSaid(done);
    } catch (error) {
      setFailure(fieldError(error, 'mapped_category_id', t) ?? describeHttpError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    mappings,
    busy,
    said,
    failure,
    clearFailure: () => setFailure(null),
    add: (pair: DataMapCategoryMappingCreate, described: string) =>
      run(async () => {
        const created = await http.post<DataMapCategoryMapping>(mappingApi.child(mapId, 'data_map_category_mappings'), pair);
        setMappings((current) => (current.some((mapping) => mapping.id === created.id) ? current : [...current, created]));
      }, t('dataMapMapping.category.said.added', { mapping: described })),
    remove: (mapping: DataMapCategoryMapping, described: string) =>
      run(async () => {
        await http.delete(mappingApi.child(mapId, 'data_map_category_mappings', mapping.id));
        setMappings((current) => current.filter((other) => other.id !== mapping.id));
      }, t('dataMapMapping.category.said.removed', { mapping: described })),
  };
}
