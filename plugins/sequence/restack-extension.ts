import type { dia } from '@joint/core';
import { isUserChange, type DiagramExtension } from '../../sdk/diagram';
import { MESSAGE_TYPE_KEY, nextMessageY, placeMessage, restackMessages } from './shapes/message-order';
import { stepSettler } from './step-settler';

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
    const settler = stepSettler(editor, 'sequence-restack', () => {
      for (const link of added) if (link.graph === graph) placeMessage(link, nextMessageY(graph, link));
      added.clear();
      restackMessages(graph);
    });
    const touched = (cell: dia.Cell, options: dia.Cell.Options | undefined) => !settler.settling && isMessage(cell) && isUserChange(options);
    const onAdd = (cell: dia.Cell, _collection: unknown, options: dia.Cell.Options | undefined) => {
      if (!touched(cell, options)) return;
      added.add(cell as dia.Link);
      settler.schedule();
    };
    const onRemove = (cell: dia.Cell, _collection: unknown, options: dia.Cell.Options | undefined) => {
      if (!touched(cell, options)) return;
      added.delete(cell as dia.Link);
      settler.schedule();
    };
    const onEnd = (cell: dia.Cell, _end: unknown, options: dia.Cell.Options | undefined) => {
      if (touched(cell, options)) settler.schedule();
    };
    graph.on('add', onAdd);
    graph.on('remove', onRemove);
    graph.on('change:source change:target', onEnd);
    return () => {
      settler.stop();
      graph.off('add', onAdd);
      graph.off('remove', onRemove);
      graph.off('change:source change:target', onEnd);
    };
  },
};
