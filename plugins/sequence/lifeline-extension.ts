import type { dia } from '@joint/core';
import { isUserChange, type DiagramExtension } from '../../sdk/diagram';
import { activationShape, centreOnLifeline, lifelineFor } from './shapes/activation';
import { stepSettler } from './step-settler';

const isActivation = (cell: dia.Cell): cell is dia.Element => cell.isElement() && cell.get('type') === activationShape.type;

/**
 * Puts activation bars on lifelines: an activation bar the user drops or moves onto a participant, or
 * near its lifeline (`lifelineFor`), is centred on that lifeline once the drop or drag ends, in the same
 * undo step. Undo, remote changes and its own moves are not answered.
 */
export const lifelineExtension: DiagramExtension = {
  onReady(editor, { readOnly }) {
    if (readOnly) return;
    const { graph } = editor;
    const moved = new Set<dia.Element>();
    const settler = stepSettler(editor, 'sequence-lifeline', () => {
      const participants = graph.getElements();
      for (const activation of moved) {
        const participant = activation.graph === graph ? lifelineFor(activation, participants) : null;
        if (participant) centreOnLifeline(activation, participant);
      }
      moved.clear();
    });
    const onMoved = (cell: dia.Cell, _value: unknown, options: dia.Cell.Options | undefined) => {
      if (settler.settling || !isActivation(cell) || !isUserChange(options)) return;
      moved.add(cell);
      settler.schedule();
    };
    graph.on('add change:position', onMoved);
    return () => {
      settler.stop();
      graph.off('add change:position', onMoved);
    };
  },
};
