import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectModule } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { useEntityDocument, type EntityDocument } from '../../entity-values/use-entity-document';
import { useEntityValuesStore, type EntityValuesStoreHandle } from '../../entity-values/use-entity-values';
import type { EntityValuesStatus } from '../../entity-values/entity-values-store';
import { useService } from '../../services-context';
import { createServerCellCloner } from '../actions/cell-cloner';
import type { CellDocument } from '../cell-codec';
import type { DiagramSettings } from '../constants';
import { DIAGRAM_CELL_KEY, DIAGRAM_SETTINGS_KEY } from '../diagram-attributes';
import { DiagramEditor } from '../diagram-editor';
import { readDiagramSettings } from '../diagram-settings';
import { DiagramStoreSync } from '../diagram-store-sync';
import type { DiagramLayer } from '../layers';
import type { AnyShapeDefinition } from '../shapes/define-shape';
import { createShapeRegistry } from '../shapes/shape-registry';

/** The settings entity value: the §3 module settings plus the layers, in the panel's order. */
export type StoredDiagramSettings = Partial<DiagramSettings> & { layers?: DiagramLayer[] } & Record<string, unknown>;

/** The layer a diagram gets when it has none yet; a stable id, so cells drawn on it keep pointing to it. */
export const DEFAULT_LAYER_ID = 'layer-1';

export interface DiagramOptions {
  module: ProjectModule;
  shapes: readonly AnyShapeDefinition[];
  readOnly: boolean;
  /** The plugin's defaults for settings the module has not stored. */
  defaults?: Partial<DiagramSettings>;
  cellAttributeKey?: string;
  settingsAttributeKey?: string;
  defaultLayerName: string;
}

export interface DiagramModel {
  status: EntityValuesStatus;
  retry: () => void;
  /** Present once cells and settings are loaded; one editor for the view's whole life. */
  editor: DiagramEditor | null;
  /** The cells' store; the view does not re-render when cells change (the editor draws them). */
  cells: EntityValuesStoreHandle<CellDocument>;
  settings: EntityDocument<StoredDiagramSettings>;
  /** Saves module settings (and the current layers) to the settings entity value. */
  saveSettings: (patch: StoredDiagramSettings) => void;
}

/**
 * Loads a diagram module (its cells and its settings entity values) into a DiagramEditor kept in step with
 * the cell store by DiagramStoreSync; the layers are saved with the settings whenever they change.
 * Duplicates and pastes of saved cells are made on the server (actions/cell-cloner.ts).
 */
export function useDiagram({ module, shapes, readOnly, defaults, cellAttributeKey, settingsAttributeKey, defaultLayerName }: DiagramOptions): DiagramModel {
  const cells = useEntityValuesStore<CellDocument>(module, cellAttributeKey ?? DIAGRAM_CELL_KEY);
  const settings = useEntityDocument<StoredDiagramSettings>(module, settingsAttributeKey ?? DIAGRAM_SETTINGS_KEY);
  const registry = useMemo(() => createShapeRegistry(shapes), [shapes]);
  const http = useService(HttpClient);
  const [editor, setEditor] = useState<DiagramEditor | null>(null);
  const ready = cells.status === 'ready' && settings.status === 'ready';

  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const saveSettings = useRef((patch: StoredDiagramSettings) => {
    const current = settingsRef.current;
    current.save({ ...(current.value ?? {}), ...patch });
  }).current;

  // Built once, when both stores are ready; the stores then stay the source of truth.
  const defaultsRef = useRef(defaults);
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  useEffect(() => {
    if (!ready) return;
    const stored = settingsRef.current.value ?? {};
    const layers = Array.isArray(stored.layers) && stored.layers.length > 0 ? stored.layers : [{ id: DEFAULT_LAYER_ID, name: defaultLayerName, hidden: false }];
    const next = new DiagramEditor({
      registry,
      settings: readDiagramSettings({ ...defaultsRef.current, ...stored }),
      layers: { layers },
      readOnly,
    });
    const sync = new DiagramStoreSync({
      graph: next.graph,
      store: cells.store,
      registry,
      layerIds: () => next.layers.layers.map((layer) => layer.id),
      canWrite: () => !readOnlyRef.current,
    });
    sync.load();
    next.setCellCloner(createServerCellCloner({ http, projectId: module.project_id, moduleId: module.id, sync }));
    const layerSubscription = next.layers.state$.subscribe((state) => {
      if (next.readOnly) return;
      const saved = settingsRef.current.value?.layers;
      if (saved === undefined && state.layers.length === 1 && state.layers[0].id === DEFAULT_LAYER_ID && state.layers[0].name === defaultLayerName && !state.layers[0].hidden) {
        return;
      }
      if (JSON.stringify(saved) !== JSON.stringify(state.layers)) saveSettings({ layers: state.layers.map((layer) => ({ ...layer })) });
    });
    setEditor(next);
    return () => {
      layerSubscription.unsubscribe();
      sync.dispose();
      next.dispose();
      setEditor(null);
    };
    // readOnly is applied by the effect below and the defaults are read once: neither rebuilds the editor.
  }, [ready, registry, cells.store, http, module.project_id, module.id]);

  useEffect(() => {
    editor?.setReadOnly(readOnly);
  }, [editor, readOnly]);

  const status: EntityValuesStatus = cells.status === 'ready' ? settings.status : cells.status;
  const retry = () => {
    void cells.store.reload();
    void settings.reload();
  };
  return { status, retry, editor, cells, settings, saveSettings };
}
