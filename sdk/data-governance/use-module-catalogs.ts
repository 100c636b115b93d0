import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildDetailEntries, type DetailEntry, type LoadedCatalog } from '../../core/domain/catalog-detail-entries';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import type { EntityValuesStatus } from '../entity-values/entity-values-store';
import { useService } from '../services-context';
import { loadModuleCatalogs } from './module-data';

export interface ModuleCatalogs {
  status: EntityValuesStatus;
  catalogs: readonly LoadedCatalog[];
  /** Every detail of those catalogs with its path, catalog by catalog. */
  entries: readonly DetailEntry[];
  reload: () => void;
}

/**
 * The catalogs the module may read with their details, loaded on mount and on `reload`; with `enabled` false, not
 * until it turns true (a panel that may never show them), and what was loaded stays when it turns false again.
 */
export function useModuleCatalogs(module: Pick<ProjectModule, 'id' | 'project_id'>, enabled = true): ModuleCatalogs {
  const http = useService(HttpClient);
  const [loaded, setLoaded] = useState<{ status: EntityValuesStatus; catalogs: LoadedCatalog[] }>({ status: 'loading', catalogs: [] });
  const [generation, setGeneration] = useState(0);
  const { id, project_id: projectId } = module;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoaded((before) => ({ ...before, status: 'loading' }));
    loadModuleCatalogs(http, { id, project_id: projectId }).then(
      (catalogs) => current && setLoaded({ status: 'ready', catalogs }),
      () => current && setLoaded({ status: 'error', catalogs: [] }),
    );
    return () => {
      current = false;
    };
  }, [http, id, projectId, generation, enabled]);
  const entries = useMemo(() => buildDetailEntries(loaded.catalogs), [loaded.catalogs]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { status: loaded.status, catalogs: loaded.catalogs, entries, reload };
}
