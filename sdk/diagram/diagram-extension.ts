import type { dia } from '@joint/core';
import type { ComponentType } from 'react';
import type { HttpClient } from '../../core/services/http-client';
import type { EntityValuesStore } from '../entity-values/entity-values-store';
import type { CellDocument } from './cell-codec';
import { SKIP_UNDO } from './change-options';
import type { DiagramEditor } from './diagram-editor';
import type { DiagramFileFormat } from './import/diagram-file-format';
import type { VisioShapeMapper } from './import/visio-mapper';
import type { AnyShapeDefinition } from './shapes/define-shape';
import { DERIVED_CHANGE } from './shapes/shape-registry';
import type { PaletteItem, PropertySheets } from './ui/palette';

/** What a plugin's extension knows when the editor is ready. */
export interface DiagramExtensionContext {
  /** The module opened read-only (locked or no write permission). */
  readOnly: boolean;
  /** The module has no cell yet (a new diagram). */
  isEmpty: boolean;
  /** The open module's project, HTTP client and cell store; absent when an editor runs without a view (tests). */
  view?: DiagramExtensionView;
}

export interface DiagramExtensionView {
  projectId: number;
  http: HttpClient;
  cells: EntityValuesStore<CellDocument>;
}

/** What a palette section the extension adds to the shapes panel gets. */
export interface PaletteSectionProps {
  projectId: number;
  /** Adds an item in the middle of the visible diagram (click or Enter); tiles are dragged as the panel's own. */
  onAdd: (item: PaletteItem) => void;
}

/** A command the chrome offers for the selected cell (shown as a button while the cell is selected). */
export interface DiagramAction {
  id: string;
  /** The button's text, already translated. */
  label: string;
  appliesTo(cell: dia.Cell): boolean;
  /** Runs the command; it should be one undo step (a graph batch). */
  run(editor: DiagramEditor, cell: dia.Cell): void;
}

/**
 * A plugin's behaviour around the editor, declared next to its shapes: `onReady` is called once the
 * editor is loaded (and again when the module turns read-only or writable) and may answer a function that
 * removes its graph listeners; `actions` are offered for one selected, editable cell; `tools` are handles
 * on the paper (JointJS tool views, e.g. `elementTools.Control`s) shown on one selected, editable cell,
 * next to the SDK's resize handles. A tool's drag should be one undo step (a Control's drag is one batch).
 */
export interface DiagramExtension {
  onReady?(editor: DiagramEditor, context: DiagramExtensionContext): void | (() => void);
  actions?: readonly DiagramAction[];
  tools?(cell: dia.Cell, editor: DiagramEditor): dia.ToolView[];
  /** How a Visio drawing becomes the plugin's shapes: the toolbar then offers "Import Visio" (see import/). */
  visioImport?: VisioShapeMapper;
  /** A file format the plugin reads and writes: the toolbar then offers "Import <name>" and "Export <name>" (see import/). */
  fileFormat?: DiagramFileFormat;
  /** Shape types the extension brings (added to the plugin's shape set), and how the properties panel shows them. */
  shapes?: readonly AnyShapeDefinition[];
  propertySheets?: PropertySheets;
  /** A section of the shapes panel after the plugin's palette groups (e.g. the project's stakeholders). */
  paletteSection?: ComponentType<PaletteSectionProps>;
}

/** The plugin's shapes and those its extensions bring. */
export function extensionShapes(shapes: readonly AnyShapeDefinition[], extensions: readonly DiagramExtension[]): AnyShapeDefinition[] {
  return [...shapes, ...extensions.flatMap((extension) => extension.shapes ?? [])];
}

/** Starts the extensions on an editor; answers the function that stops them all. */
export function startExtensions(editor: DiagramEditor, extensions: readonly DiagramExtension[], view?: DiagramExtensionView): () => void {
  const disposers: Array<() => void> = [];
  for (const extension of extensions) {
    const context = { readOnly: editor.readOnly, isEmpty: editor.graph.getCells().length === 0, ...(view ? { view } : {}) };
    const dispose = extension.onReady?.(editor, context);
    if (dispose) disposers.push(dispose);
  }
  return () => disposers.splice(0).forEach((dispose) => dispose());
}

/** The actions offered for a cell: none while read-only or when the cell cannot be edited. */
export function actionsFor(editor: DiagramEditor, extensions: readonly DiagramExtension[], cell: dia.Cell | null | undefined): DiagramAction[] {
  if (!cell || !editor.canEditCell(cell)) return [];
  return extensions.flatMap((extension) => extension.actions ?? []).filter((action) => action.appliesTo(cell));
}

/** The extensions' tools for a cell: none while read-only or when the cell cannot be edited. */
export function toolsFor(editor: DiagramEditor, extensions: readonly DiagramExtension[], cell: dia.Cell | null | undefined): dia.ToolView[] {
  if (!cell || !editor.canEditCell(cell)) return [];
  return extensions.flatMap((extension) => extension.tools?.(cell, editor) ?? []);
}

/**
 * Whether a graph change is the user's own edit: not a load or a remote change, not an undo or redo,
 * not a derived look. Extensions react to these only, so they never answer a change they did not cause.
 */
export function isUserChange(options: dia.Cell.Options | undefined): boolean {
  return !options?.[SKIP_UNDO] && !options?.[DERIVED_CHANGE];
}
