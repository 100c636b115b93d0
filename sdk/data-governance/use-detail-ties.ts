import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import type { DataCatalogDetailsEntityValue } from '../../core/domain/data-governance-types';
import type { Id } from '../../core/domain/id';
import { HttpClient } from '../../core/services/http-client';
import type { EntityValuesStatus } from '../entity-values/entity-values-store';
import { useService } from '../services-context';
import { createDetailTie, deleteDetailTie, loadDetailTies } from './module-data';

export interface DetailTies {
  status: EntityValuesStatus;
  /** The module's ties whose detail the reader may read, by content item then in the order made. */
  ties: readonly DataCatalogDetailsEntityValue[];
  /** Ties a content item (its entity value id) to a detail; rejects with the server's refusal. */
  add(entityValueId: Id, detailId: Id): Promise<DataCatalogDetailsEntityValue>;
  /** Removes a tie; rejects with the server's refusal. */
  remove(tie: DataCatalogDetailsEntityValue): Promise<void>;
}

/** The ties of the module's content items to catalog details, loaded once (while `enabled`), changed one by one. */
export function useDetailTies(module: Pick<ProjectModule, 'id' | 'project_id'>, enabled = true): DetailTies {
  const http = useService(HttpClient);
  const [status, setStatus] = useState<EntityValuesStatus>('loading');
  const [ties, setTies] = useState<readonly DataCatalogDetailsEntityValue[]>([]);
  const { id, project_id: projectId } = module;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setStatus('loading');
    loadDetailTies(http, { id, project_id: projectId }).then(
      (loaded) => {
        if (!current) return;
        setTies(loaded);
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [http, id, projectId, enabled]);

  const add = useCallback(
    async (entityValueId: Id, detailId: Id) => {
      const tie = await createDetailTie(http, { id, project_id: projectId }, { entity_value_id: entityValueId, data_catalog_detail_id: detailId });
      setTies((before) => [...before.filter((candidate) => candidate.id !== tie.id), tie]);
      return tie;
    },
    [http, id, projectId],
  );
  const remove = useCallback(
    async (tie: DataCatalogDetailsEntityValue) => {
      await deleteDetailTie(http, { id, project_id: projectId }, tie.id);
      setTies((before) => before.filter((candidate) => candidate.id !== tie.id));
    },
    [http, id, projectId],
  );
  return useMemo(() => ({ status, ties, add, remove }), [status, ties, add, remove]);
}
