/**
 * The data maps and catalogs a project works with (/api/projects/{projectId}/data_maps and data_catalogs): what a
 * data-map module shows is drawn from them. Project readers list them; project writers attach and detach.
 */
import { useCallback } from 'react';
import type { DataCatalog, DataMap, ProjectDataCatalog, ProjectDataMap } from '../../core/domain/data-governance-types';
import type { Id } from '../../core/domain/id';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { useAsync } from '../ui/use-async';

export type DataSourceKind = 'data_maps' | 'data_catalogs';

export interface AttachedSource {
  /** The attachment's id (what detaching deletes). */
  id: Id;
  item: DataMap | DataCatalog;
}

export interface ProjectDataSources {
  attached: Record<DataSourceKind, AttachedSource[]>;
  /** Every map and catalog the user may read, to attach. */
  readable: Record<DataSourceKind, Array<DataMap | DataCatalog>>;
}

const projectSourcesPath = (projectId: Id, kind: DataSourceKind) => `/api/projects/${projectId}/${kind}.json`;

async function loadProjectDataSources(http: HttpClient, projectId: Id): Promise<ProjectDataSources> {
  const [maps, catalogs, readableMaps, readableCatalogs] = await Promise.all([
    http.get<ProjectDataMap[]>(projectSourcesPath(projectId, 'data_maps')),
    http.get<ProjectDataCatalog[]>(projectSourcesPath(projectId, 'data_catalogs')),
    http.get<DataMap[]>('/api/data_maps.json', { params: { filter: 'all', sort: 'name', direction: 'asc' } }),
    http.get<DataCatalog[]>('/api/data_catalogs.json', { params: { filter: 'all', sort: 'name', direction: 'asc' } }),
  ]);
  return {
    attached: {
      data_maps: maps.map((row) => ({ id: row.id, item: row.data_map })),
      data_catalogs: catalogs.map((row) => ({ id: row.id, item: row.data_catalog })),
    },
    readable: { data_maps: readableMaps, data_catalogs: readableCatalogs },
  };
}

function attachDataSource(http: HttpClient, projectId: Id, kind: DataSourceKind, itemId: Id): Promise<unknown> {
  const body = kind === 'data_maps' ? { data_map_id: itemId } : { data_catalog_id: itemId };
  return http.post(projectSourcesPath(projectId, kind), body);
}

function detachDataSource(http: HttpClient, projectId: Id, kind: DataSourceKind, attachmentId: Id): Promise<unknown> {
  return http.delete(`/api/projects/${projectId}/${kind}/${attachmentId}.json`);
}

/** The project's data sources, with attach and detach that reload them; each change rejects with the server's error. */
export function useProjectDataSources(projectId: Id) {
  const http = useService(HttpClient);
  const sources = useAsync(() => loadProjectDataSources(http, projectId), [http, projectId]);
  const { reload } = sources;
  const attach = useCallback(
    async (kind: DataSourceKind, itemId: Id) => {
      await attachDataSource(http, projectId, kind, itemId);
      reload();
    },
    [http, projectId, reload],
  );
  const detach = useCallback(
    async (kind: DataSourceKind, attachmentId: Id) => {
      await detachDataSource(http, projectId, kind, attachmentId);
      reload();
    },
    [http, projectId, reload],
  );
  return { sources, attach, detach };
}
