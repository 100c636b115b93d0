import type { dia } from '@joint/core';
import type { Observable } from 'rxjs';
import type { Stakeholder } from '../../../core/domain/registry-types';
import type { Assignments } from '../../entity-values/assignments';
import type { EntityItem } from '../../entity-values/entity-item';
import type { EntityValuesState } from '../../entity-values/entity-values-store';
import type { RegistryState } from '../../registries/registry-store';
import type { CellDocument } from '../cell-codec';
import { SKIP_UNDO } from '../change-options';
import type { DiagramEditor } from '../diagram-editor';
import { STAKEHOLDER_SHAPE_KEY } from './stakeholder-shape';

/** The part of the cell store the binding uses: the cells' entity values and their assignments. */
export interface AssignableCellStore {
  readonly items: readonly EntityItem<CellDocument>[];
  readonly state$: Observable<EntityValuesState<CellDocument>>;
  assign(key: string, change: Partial<Assignments>): void;
}

/**
 * Keeps the stakeholder shapes in step with the stakeholders registry: each shows its stakeholder's current
 * name (a renamed stakeholder renames the shape; the name is saved with the cell, so a deleted stakeholder's
 * shape keeps its last name and is marked removed), and each cell's entity value is assigned its stakeholder
 * (`stakeholder_ids`), also after an undo, a redo or a paste re-created the cell. Answers the function that stops it.
 */
export function bindStakeholders(editor: DiagramEditor, cells: AssignableCellStore, stakeholders: Observable<RegistryState<Stakeholder>>): () => void {
  let names: ReadonlyMap<number, string> | undefined;
  let stopped = false;

  const present = (cell: dia.Cell) => {
    const id = stakeholderIdOf(cell);
    if (!names || id === null) return;
    const name = names.get(id);
    const next = name === undefined ? { stakeholder_removed: true } : { title: name, stakeholder_removed: false };
    if (Object.entries(next).some(([key, value]) => cell.get(key) !== value)) cell.set(next, { [SKIP_UNDO]: true });
  };
  const presentAll = () => editor.graph.getCells().forEach(present);

  const assignAll = () => {
    if (stopped || editor.readOnly) return;
    for (const item of cells.items) {
      const id = item.value.type === STAKEHOLDER_SHAPE_KEY ? (item.value as unknown as { stakeholder_id?: unknown }).stakeholder_id : null;
      const assigned = item.assignments?.stakeholder_ids ?? [];
      if (typeof id === 'number' && !assigned.includes(id)) cells.assign(item.key, { stakeholder_ids: [...assigned, id] });
    }
  };

  const registry = stakeholders.subscribe(({ status, rows }) => {
    if (status !== 'ready') return;
    names = new Map(rows.map((row) => [row.id, row.name]));
    presentAll();
  });
  // Assigning changes the store's state again: done after this emission, not inside it.
  const store = cells.state$.subscribe(() => queueMicrotask(assignAll));
  editor.graph.on('add', present);
  return () => {
    stopped = true;
    registry.unsubscribe();
    store.unsubscribe();
    editor.graph.off('add', present);
  };
}

function stakeholderIdOf(cell: dia.Cell): number | null {
  if (cell.get('type') !== STAKEHOLDER_SHAPE_KEY) return null;
  const id: unknown = cell.get('stakeholder_id');
  return typeof id === 'number' ? id : null;
}
