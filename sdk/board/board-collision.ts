import { closestCenter, pointerWithin, type ClientRect, type CollisionDetection, type DroppableContainer } from '@dnd-kit/core';

const cellOf = (container: DroppableContainer): string | undefined => container.data.current?.cell;
const isCard = (container: DroppableContainer) => container.data.current?.sortable !== undefined;
const indexOf = (container: DroppableContainer): number => container.data.current?.sortable.index ?? 0;
const centreOf = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * What a dragged card is over: the card under the pointer, else the cell under it (or, between cells, the cell of
 * the column the pointer is in). By keyboard the dragged card's centre stands for the pointer. A board may hold thousands of cards and this
 * runs on every pointer move, so it reads the rectangles of the few cells and, by bisection, of a few cards of one
 * cell, never of every card.
 */
export const boardCollision: CollisionDetection = (args) => {
  const { droppableContainers, droppableRects } = args;
  const pointer = args.pointerCoordinates ?? centreOf(args.collisionRect);
  const cells = droppableContainers.filter((container) => !isCard(container));
  const [cellHit] = pointerWithin({ ...args, pointerCoordinates: pointer, droppableContainers: cells });
  const cell = cellHit ?? columnUnder(pointer, args, cells)[0];
  if (!cell) return closestCenter({ ...args, droppableContainers: cells });

  const cards = droppableContainers
    .filter((container) => isCard(container) && cellOf(container) === cell.id)
    .sort((a, b) => indexOf(a) - indexOf(b));
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const rect = droppableRects.get(cards[middle].id);
    if (rect && rect.top + rect.height < pointer.y) low = middle + 1;
    else high = middle;
  }
  const candidate = cards[low];
  const rect = candidate && droppableRects.get(candidate.id);
  const onCard = rect && rect.top <= pointer.y && pointer.x >= rect.left && pointer.x <= rect.left + rect.width;
  return onCard ? [{ id: candidate.id, data: { droppableContainer: candidate, value: 0 } }] : [cell];
};

/** The cell whose column spans the pointer's x, the nearest one vertically. */
function columnUnder(pointer: { x: number; y: number }, args: Parameters<CollisionDetection>[0], cells: DroppableContainer[]) {
  const spanning = cells.filter((cell) => {
    const rect = args.droppableRects.get(cell.id);
    return rect && pointer.x >= rect.left && pointer.x <= rect.left + rect.width;
  });
  return closestCenter({ ...args, droppableContainers: spanning }).slice(0, 1);
}
