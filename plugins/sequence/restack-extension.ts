import type { dia } from '@joint/core';
import { isUserChange, type DiagramExtension } from '../../sdk/diagram';
import { MESSAGE_TYPE_KEY, nextMessageY, placeMessage, restackMessages } from './shapes/message-order';

const isMessage = (cell: dia.Cell): cell is dia.Link => cell.isLink() && cell.get('type') === MESSAGE_TYPE_KEY;

/**
 * Keeps a sequence readable top to bottom: after the user adds, moves (re-attaches) or deletes a message,
 * a new message goes one gap under the lowest one and all messages are restacked one gap apart. The
 * restack waits for the user's own step to end and joins it: it runs on the graph's `batch:stop`, which
 * Backbone delivers before the undo manager's `all` listener closes the step, so a drag, a connect or a
 * delete and its restack are one undo step. A change outside any batch is restacked at the end of the
 * current task, as one step of its own. The restack's own changes, undo, redo and remote changes
 * (SKIP_UNDO) are not answered, so it never recurses.
 */
export const restackExtension: DiagramExtension = {
  onReady(editor, { readOnly }) {
    if (readOnly) return;
    const { graph } = editor;
    const added = new Set<dia.Link>();
    let pending = false;
    let restacking = false;
    let stopped = false;

    const flush = () => {
      if (stopped || !pending || restacking || graph.hasActiveBatch() || editor.readOnly) return;
      pending = false;
      restacking = true;
      try {
        editor.undoManager.batch('sequence-restack', () => {
          for (const link of added) if (link.graph === graph) placeMessage(link, nextMessageY(graph, link));
          restackMessages(graph);
        });
      } finally {
        added.clear();
        restacking = false;
      }
    };
    // A change outside any batch is finished after its events (a set of both ends fires one event per end).
    const later = () => queueMicrotask(flush);
    const touched = (cell: dia.Cell, options: dia.Cell.Options | undefined) => {
      if (restacking || !isMessage(cell) || !isUserChange(options)) return false;
      pending = true;
      return true;
    };
    const onAdd = (cell: dia.Cell, _collection: unknown, options: dia.Cell.Options | undefined) => {
      if (touched(cell, options)) {
        added.add(cell as dia.Link);
        later();
      }
    };
    const onRemove = (cell: dia.Cell, _collection: unknown, options: dia.Cell.Options | undefined) => {
      if (touched(cell, options)) {
        added.delete(cell as dia.Link);
        later();
      }
    };
    const onEnd = (cell: dia.Cell, _end: unknown, options: dia.Cell.Options | undefined) => {
      if (touched(cell, options)) later();
    };
    graph.on('add', onAdd);
    graph.on('remove', onRemove);
    graph.on('change:source change:target', onEnd);
    graph.on('batch:stop', flush);
    return () => {
      stopped = true;
      graph.off('add', onAdd);
      graph.off('remove', onRemove);
      graph.off('change:source change:target', onEnd);
      graph.off('batch:stop', flush);
    };
  },
};
