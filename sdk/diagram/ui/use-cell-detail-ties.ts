import { useCallback, useMemo, useState } from 'react';
import type { ProjectModule } from '../../../core/domain/api-types';
import type { DataCatalogDetailsEntityValue } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { useDetailTies, type DetailTies } from '../../data-governance/use-detail-ties';
import { useModuleCatalogs, type ModuleCatalogs } from '../../data-governance/use-module-catalogs';
import type { EntityItem } from '../../entity-values/entity-item';
import type { EntityValuesStore } from '../../entity-values/entity-values-store';
import type { CellDocument } from '../cell-codec';
import type { ShapeRegistry } from '../shapes/shape-registry';

/** What the properties panel needs to tie a cell of a data shape (`catalogDetails`) to catalog details. */
export interface CellDetailTies {
  store: EntityValuesStore<CellDocument>;
  ties: Pick<DetailTies, 'status' | 'ties'>;
  catalogs: ModuleCatalogs;
  /** Starts loading the catalogs: the first time a cell's catalog details show, not before. */
  showCatalogs(): void;
  /** Ties the saved cell `item` to the detail; rejects with the server's refusal. */
  add(item: EntityItem<CellDocument>, detailId: Id): Promise<void>;
  remove(item: EntityItem<CellDocument>, tie: DataCatalogDetailsEntityValue): Promise<void>;
}

type TieIdsChange = (ids: readonly number[]) => number[];

/**
 * The module's ties of cells to catalog details, loaded once per diagram view when its shapes include a data
 * shape (undefined otherwise). Each change also rewrites the cell's `data_catalog_detail_entity_value_ids`
 * through the cell store, which saves it and hands it to the graph as a change from the store: not an undo step
 * of the drawing. The ids are changed one by one, not replaced by the ties listed, which leave out those of
 * catalogs the reader may not read.
 */
export function useCellDetailTies(
  module: Pick<ProjectModule, 'id' | 'project_id'>,
  registry: ShapeRegistry,
  store: EntityValuesStore<CellDocument>,
): CellDetailTies | undefined {
  const hasDataShapes = useMemo(() => registry.definitions.some((definition) => definition.catalogDetails), [registry]);
  const { status, ties, add: addTie, remove: removeTie } = useDetailTies(module, hasDataShapes);
  const [catalogsShown, setCatalogsShown] = useState(false);
  const catalogs = useModuleCatalogs(module, catalogsShown);
  const showCatalogs = useCallback(() => setCatalogsShown(true), []);

  const changeTieIds = useCallback(
    (key: string, change: TieIdsChange) =>
      store.update(key, (value) => ({ ...value, data_catalog_detail_entity_value_ids: change(value.data_catalog_detail_entity_value_ids ?? []) })),
    [store],
  );
  const add = useCallback(
    async (item: EntityItem<CellDocument>, detailId: Id) => {
      if (item.id === null) throw new Error('The cell is not saved yet, so it cannot be tied to a catalog detail.');
      const tie = await addTie(item.id, detailId);
      changeTieIds(item.key, (ids) => [...ids.filter((id) => id !== tie.id), tie.id]);
    },
    [addTie, changeTieIds],
  );
  const remove = useCallback(
    async (item: EntityItem<CellDocument>, tie: DataCatalogDetailsEntityValue) => {
      await removeTie(tie);
      changeTieIds(item.key, (ids) => ids.filter((id) => id !== tie.id));
    },
    [removeTie, changeTieIds],
  );

  const tieList = useMemo(() => ({ status, ties }), [status, ties]);
  return useMemo(
    () => (hasDataShapes ? { store, ties: tieList, catalogs, showCatalogs, add, remove } : undefined),
    [hasDataShapes, store, tieList, catalogs, showCatalogs, add, remove],
  );
}
