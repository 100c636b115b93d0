import { useMemo, useState } from 'react';
import { buildDetailEntries, type DetailEntry, type LoadedCatalog } from '../../core/domain/catalog-detail-entries';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { useAsync } from '../ui/use-async';
import { loadModuleCatalogs } from './module-data';

export interface ModuleCatalogs {
  status: 'loading' | 'error' | 'ready';
  catalogs: readonly LoadedCatalog[];
  /** Every detail of those catalogs with its path, catalog by catalog. */
  entries: readonly DetailEntry[];
  reload: () => void;
}

const NO_CATALOGS: LoadedCatalog[] = [];

/** Never settles: what a hook loads while it is not asked to load yet. */
const NOT_YET = new Promise<never>(() => undefined);

/**
 * The catalogs the module may read with their details, loaded on mount and on `reload`; with `enabled` false, not
 * until it turns true (a panel that may never show them), and what was loaded stays when it turns false again.
 */
export function useModuleCatalogs(module: Pick<ProjectModule, 'id' | 'project_id'>, enabled = true): ModuleCatalogs {
  const http = useService(HttpClient);
  const { id, project_id: projectId } = module;
  const [started, setStarted] = useState(enabled);
  if (enabled && !started) setStarted(true);
  const loaded = useAsync(() => (started ? loadModuleCatalogs(http, { id, project_id: projectId }) : NOT_YET), [http, id, projectId, started]);
  const catalogs = loaded.status === 'ready' ? loaded.data : NO_CATALOGS;
  const entries = useMemo(() => buildDetailEntries(catalogs), [catalogs]);
  return { status: loaded.status, catalogs, entries, reload: loaded.reload };
}
