import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapDetailMapping, DataMapDetailMappingCreate } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { bulkBodies, pairsToMap, pairsToUnmap, withChanges } from './bulk-mappings';
import { categoriesByDetail } from './detail-rows';
import { dataMapApi } from '../data-map-paths';
import { useMappingsInPlace } from './use-mappings-in-place';

export interface DetailMappingEdits {
  mappings: readonly DataMapDetailMapping[];
  /** The map's categories of each detail. */
  mapped: ReadonlyMap<Id, readonly Id[]>;
  busy: boolean;
  /** What the last change did, for the polite status line. */
  said: string;
  failure: string | null;
  clearFailure(): void;
  /** Resolves whether the change was saved (nothing to change counts as saved). */
  map(detailIds: readonly Id[], category: { id: Id; name: string }): Promise<boolean>;
  /** Out of one category, or out of every category when it is null. */
  unmap(detailIds: readonly Id[], category: { id: Id; name: string } | null): Promise<boolean>;
  /** A message for the status line, e.g. why Enter did nothing. */
  say(message: string): void;
}

/**
 * The map's detail mappings as the page changes them: every change goes through the bulk calls and the answer
 * updates the mappings in place (no reload), so the chips and the coverage follow at once.
 */
export function useDetailMappingEdits(mapId: Id, initial: readonly DataMapDetailMapping[]): DetailMappingEdits {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { mappings, setMappings, busy, said, say, failure, clearFailure, run } = useMappingsInPlace(initial);
  const mapped = useMemo(() => categoriesByDetail(mappings), [mappings]);

  const send = async (action: 'bulk_create' | 'bulk_destroy', pairs: DataMapDetailMappingCreate[], done: string) => {
    if (pairs.length === 0) {
      say(t('dataMapMapping.detail.said.nothing'));
      return true;
    }
    return run(async () => {
      for (const body of bulkBodies(pairs)) {
        const answer = await http.post<DataMapDetailMapping[]>(dataMapApi.bulkDetailMappings(mapId, action), body);
        setMappings((current) => (action === 'bulk_create' ? withChanges(current, answer, []) : withChanges(current, [], answer)));
      }
    }, done);
  };

  return {
    mappings,
    mapped,
    busy,
    said,
    failure,
    clearFailure,
    say,
    map: (detailIds, category) => {
      const pairs = pairsToMap(detailIds, category.id, mapped);
      return send('bulk_create', pairs, t('dataMapMapping.detail.said.mapped', { count: pairs.length, category: category.name }));
    },
    unmap: (detailIds, category) => {
      const pairs = pairsToUnmap(detailIds, category?.id ?? null, mapped);
      return send('bulk_destroy', pairs, t('dataMapMapping.detail.said.unmapped', { count: pairs.length }));
    },
  };
}
