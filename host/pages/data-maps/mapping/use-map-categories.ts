import { useEffect, useState } from 'react';
import type { DataMapCategory } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { categoryEntries, type CategoryEntry } from './category-paths';
import { dataMapApi } from '../data-map-paths';

/** A map's categories as loaded: their entries, or 'failed' when the map could not be read. */
export type LoadedCategories = readonly CategoryEntry[] | 'failed';

/**
 * The category trees of other maps, each loaded once, the first time it is asked for: the maps that mappings
 * point into and the map the user picks to map into.
 */
export function useMapCategories(mapIds: readonly Id[]): ReadonlyMap<Id, LoadedCategories> {
  const http = useService(HttpClient);
  const [loaded, setLoaded] = useState<ReadonlyMap<Id, LoadedCategories>>(new Map());
  const wanted = [...new Set(mapIds)].filter((id) => !loaded.has(id)).sort((a, b) => a - b);
  const wantedKey = wanted.join(',');
  useEffect(() => {
    if (wantedKey === '') return;
    const controller = new AbortController();
    for (const mapId of wantedKey.split(',').map(Number)) {
      http
        .get<DataMapCategory[]>(dataMapApi.child(mapId, 'data_map_categories'), { signal: controller.signal, skipStatusHandling: true })
        .then(
          (categories) => categoryEntries(categories),
          (): LoadedCategories => 'failed',
        )
        .then((entries) => !controller.signal.aborted && setLoaded((current) => new Map(current).set(mapId, entries)));
    }
    return () => controller.abort();
  }, [http, wantedKey]);
  return loaded;
}
