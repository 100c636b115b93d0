import { dia } from '@joint/core';
import { combineLatest } from 'rxjs';
import type { DiagramEditor } from '../diagram-editor';
import { toolsFor, type DiagramExtension } from '../diagram-extension';
import { linkEditTools } from './link-tools';
import { resizeHandles } from './resize-handle';

/** What changes whether the selected cell may be edited (and so carries tools). */
const EDITABILITY_EVENTS = 'change:locked change:celltype';

/**
 * The cell that carries tools: the one selected cell, if the user may edit it; none for a multi-selection
 * or a cell the user may not edit (read-only module, locked, non-interactive).
 */
export function toolsTarget(editor: DiagramEditor): dia.Cell | null {
  const ids = editor.selection.ids;
  const cell = ids.length === 1 ? editor.graph.getCell(ids[0]) : undefined;
  return cell && editor.canEditCell(cell) ? cell : null;
}

/**
 * Keeps the selection's tools on the paper (the resize handles of an element, the end and vertex handles
 * of a link, and the extensions' tools for the cell). Only the one selected view carries tools, so a diagram of thousands of cells pays nothing
 * for them; they are replaced when the selection changes, the module turns read-only or writable, or the
 * selected cell is locked or unlocked. Answers the function that stops.
 */
export function showSelectionTools(paper: dia.Paper, editor: DiagramEditor, extensions: readonly DiagramExtension[]): () => void {
  let shown: dia.CellView | null = null;
  let watched: dia.Cell | null = null;

  const refresh = () => {
    shown?.removeTools();
    shown = null;
    const cell = toolsTarget(editor);
    const view = cell ? paper.findViewByModel(cell) : undefined;
    if (!cell || !view) return;
    const tools = [...(cell.isElement() ? resizeHandles(editor) : linkEditTools()), ...toolsFor(editor, extensions, cell)];
    if (tools.length === 0) return;
    view.addTools(new dia.ToolsView({ tools }));
    shown = view;
  };

  const watch = () => {
    watched?.off(EDITABILITY_EVENTS, refresh);
    const ids = editor.selection.ids;
    watched = ids.length === 1 ? (editor.graph.getCell(ids[0]) ?? null) : null;
    watched?.on(EDITABILITY_EVENTS, refresh);
    refresh();
  };

  const subscription = combineLatest([editor.selection.state$, editor.readOnly$]).subscribe(watch);
  return () => {
    subscription.unsubscribe();
    watched?.off(EDITABILITY_EVENTS, refresh);
    shown?.removeTools();
  };
}
