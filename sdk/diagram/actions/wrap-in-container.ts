import type { dia } from '@joint/core';
import { unionRect } from '../geometry/rect';

/** Room left around the shapes a container wraps. */
export const WRAP_PADDING = 20;

/**
 * A container (a pool) dropped over shapes wraps them: the top-level elements whose centre lies inside it
 * and that it may take in become its content, it grows to hold them with WRAP_PADDING around, and it goes
 * behind them. Answers the wrapped elements. Call it inside the drop's batch, so that it is the same undo step.
 */
export function wrapInContainer(graph: dia.Graph, container: dia.Element, mayEmbed: (item: dia.Element) => boolean): dia.Element[] {
  const box = container.getBBox();
  const wrapped = graph
    .getElements()
    .filter((element) => element !== container && !element.getParentCell() && box.containsPoint(element.getBBox().center()) && mayEmbed(element));
  if (wrapped.length === 0) return wrapped;
  const content = unionRect(wrapped.map((element) => element.getBBox()));
  if (content) {
    const needed = unionRect([
      box,
      { x: content.x - WRAP_PADDING, y: content.y - WRAP_PADDING, width: content.width + 2 * WRAP_PADDING, height: content.height + 2 * WRAP_PADDING },
    ]);
    if (needed) {
      container.position(needed.x, needed.y);
      container.resize(needed.width, needed.height);
    }
  }
  const lowest = Math.min(...wrapped.map((element) => Number(element.get('z') ?? 0)));
  container.set('z', Math.min(Number(container.get('z') ?? 0), lowest - 1));
  for (const element of wrapped) container.embed(element);
  return wrapped;
}
