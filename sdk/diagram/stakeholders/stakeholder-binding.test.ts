import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { SAVE_DEBOUNCE_MS } from '../../../core/domain/constants';
import type { Stakeholder } from '../../../core/domain/registry-types';
import type { RegistryState } from '../../registries/registry-store';
import { addPaletteItem } from '../actions/add-palette-item';
import type { CellDocument } from '../cell-codec';
import { DiagramEditor } from '../diagram-editor';
import { DiagramStoreSync } from '../diagram-store-sync';
import { createShapeRegistry } from '../shapes/shape-registry';
import { bindStakeholders } from './stakeholder-binding';
import { STAKEHOLDER_SHAPE_KEY, stakeholderPaletteItem, stakeholderShape } from './stakeholder-shape';
import { readyCellStore } from '../test-support/cell-store';

const registry = createShapeRegistry([stakeholderShape]);
const stakeholder = (id: number, name: string) => ({ id, name }) as Stakeholder;
const shape = (jsid: string, stakeholderId: number, title: string): CellDocument =>
  ({ jsid, type: STAKEHOLDER_SHAPE_KEY, position: { x: 0, y: 0 }, size: { width: 160, height: 56 }, title, stakeholder_id: stakeholderId }) as CellDocument;

async function setup(seed: CellDocument[], { readOnly = false } = {}) {
  const { server, store } = await readyCellStore(seed);
  const editor = new DiagramEditor({ registry, readOnly });
  const sync = new DiagramStoreSync({ graph: editor.graph, store, registry, layerIds: () => [], canWrite: () => !editor.readOnly });
  sync.load();
  const registryState = new BehaviorSubject<RegistryState<Stakeholder>>({ status: 'loading', rows: [] });
  const stop = bindStakeholders(editor, store, registryState);
  const settle = () => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
  const saved = (jsid: string) => server.values.find((row) => row.value.jsid === jsid);
  return { editor, store, registryState, stop, settle, saved };
}

describe('bindStakeholders', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each stakeholder shape under its stakeholder’s current name and saves it', async () => {
    const { editor, registryState, settle, saved } = await setup([shape('a', 1, 'Old name')]);
    registryState.next({ status: 'ready', rows: [stakeholder(1, 'New name')] });
    expect(editor.graph.getCell('a').get('title')).toBe('New name');
    await settle();
    expect(saved('a')?.value.title).toBe('New name');
    // Following the registry is not the user's edit: nothing to undo.
    expect(editor.undoManager.state.canUndo).toBe(false);

    registryState.next({ status: 'ready', rows: [stakeholder(1, 'Renamed while open')] });
    expect(editor.graph.getCell('a').get('title')).toBe('Renamed while open');
  });

  it('keeps the shape of a deleted stakeholder with its last name, marked removed', async () => {
    const { editor, registryState } = await setup([shape('a', 1, 'Last name')]);
    registryState.next({ status: 'ready', rows: [] });
    const cell = editor.graph.getCell('a');
    expect(cell.get('title')).toBe('Last name');
    expect(cell.get('stakeholder_removed')).toBe(true);
    expect(cell.attr('label/textDecoration')).toBe('line-through');
  });

  it('assigns the stakeholder to the entity value of a dropped shape, and again when the drop is redone', async () => {
    const { editor, store, registryState, settle, saved } = await setup([]);
    registryState.next({ status: 'ready', rows: [stakeholder(5, 'Insurer')] });
    const cell = addPaletteItem(editor, stakeholderPaletteItem(stakeholder(5, 'Insurer')), { x: 100, y: 100 })!;
    await settle();
    expect(saved(String(cell.id))?.stakeholder_ids).toEqual([5]);

    editor.undo();
    editor.redo();
    await settle();
    expect(store.items.find((item) => item.value.jsid === cell.id)?.assignments?.stakeholder_ids).toEqual([5]);
    expect(saved(String(cell.id))?.stakeholder_ids).toEqual([5]);
  });

  it('writes nothing while the module is read-only', async () => {
    const { editor, store, registryState } = await setup([shape('a', 1, 'Old name')], { readOnly: true });
    const assign = vi.spyOn(store, 'assign');
    registryState.next({ status: 'ready', rows: [stakeholder(1, 'New name')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.graph.getCell('a').get('title')).toBe('New name');
    expect(assign).not.toHaveBeenCalled();
  });
});
