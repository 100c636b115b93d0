/**
 * Duplicates and pastes made on the server (POST .../entity_values/clone.json): the copies keep their
 * registry assignments (tags, stakeholders, ...) and the links among them, and a paste can come from
 * another module of the same kind. The editor falls back to copying in the browser when the cells are not
 * saved yet or the server refuses the source (another kind, gone, not readable).
 */
import type { dia } from '@joint/core';
import type { EntityValuesCloneAnswer, EntityValuesCloneRequest } from '../../../core/domain/api-types';
import { HttpError, type HttpClient } from '../../../core/services/http-client';
import type { CellDocument } from '../cell-codec';
import type { DiagramStoreSync } from '../diagram-store-sync';
import type { ServerValue } from '../../entity-values/reconcile-items';
import type { Point } from '../geometry/rect';

export interface CloneCellsRequest {
  sourceModuleId: number;
  valueIds: readonly number[];
  offset: Point;
  /** The layer the copies land on; undefined: each keeps its original's. */
  layerId?: string | null;
}

export interface CellCloner {
  /** The module this editor shows. */
  readonly moduleId: number;
  /** The saved values' ids of the cells, or null when one is not saved yet. */
  savedIdsOf(jsids: readonly string[]): number[] | null;
  /**
   * The copies' cells, already saved and known to the module's store, for the editor to draw; null when
   * the server refuses the source (the editor then copies in the browser). Other failures reject.
   */
  clone(request: CloneCellsRequest): Promise<Array<dia.Cell.JSONInit & { id: string }> | null>;
}

const REFUSED = new Set([403, 404, 422]);

export function createServerCellCloner(options: { http: HttpClient; projectId: number; moduleId: number; sync: DiagramStoreSync }): CellCloner {
  const { http, projectId, moduleId, sync } = options;
  return {
    moduleId,
    savedIdsOf: (jsids) => sync.savedIdsOf(jsids),
    async clone(request) {
      const body: EntityValuesCloneRequest = {
        source_module_id: request.sourceModuleId,
        entity_value_ids: [...request.valueIds],
        offset: request.offset,
        ...(request.layerId !== undefined ? { layer_id: request.layerId } : {}),
      };
      try {
        const answer = await http.post<EntityValuesCloneAnswer>(
          `/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values/clone.json`,
          body,
          { skipStatusHandling: true },
        );
        return sync.adopt([...answer.default, ...answer.links] as ServerValue<CellDocument>[]);
      } catch (error) {
        if (error instanceof HttpError && REFUSED.has(error.status)) return null;
        throw error;
      }
    },
  };
}
