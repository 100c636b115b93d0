import { useCallback, useEffect, useState } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { loadAssignedItemsIndex } from './registry-client';
import type { AssignableRegistry, AssignedItem } from '../../core/domain/registry-types';

/**
 * Where each item of a registry is used, by item id (an item in no module is absent), and `reload` for
 * after a change. Loaded per view: uses change as other modules are edited, so it is not shared.
 */
export function useAssignedItems(projectId: number, registry: AssignableRegistry | undefined) {
  const http = useService(HttpClient);
  const [byId, setById] = useState<ReadonlyMap<number, AssignedItem[]>>(new Map());
  const reload = useCallback(async () => {
    if (!registry) return;
    const index = await loadAssignedItemsIndex(http, projectId, registry).catch(() => undefined);
    if (index) setById(new Map(index.map((entry) => [entry.id, entry.assigned_items])));
  }, [http, projectId, registry]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { byId, reload };
}
