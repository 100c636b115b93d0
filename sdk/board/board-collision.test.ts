import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardCollision } from './board-collision';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

function board() {
  const rects = new Map<string, ClientRect>();
  const containers: DroppableContainer[] = [];
  const add = (id: string, at: ClientRect, data: Record<string, unknown>) => {
    rects.set(id, at);
    containers.push({ id, key: id, data: { current: data }, disabled: false, node: { current: null }, rect: { current: at } });
  };
  // Two columns of 100 cards, 50 px tall with 10 px between them; the cards listed out of order, as dnd-kit may.
  for (const [column, left] of [['todo', 0], ['done', 300]] as const) {
    add(`0|${column}`, rect(left, 0, 280, 6000), { cell: `0|${column}` });
    for (let index = 99; index >= 0; index--) {
      add(`${column}-${index}`, rect(left + 8, 8 + index * 60, 264, 50), { cell: `0|${column}`, sortable: { index } });
    }
  }
  // With y the pointer's; without it, a dragged card whose top-left is at x (and at y for the keyboard).
  return (x: number, y: number | null, cardTop = 0) =>
    boardCollision({
      active: { id: 'todo-0', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
      collisionRect: rect(x, y ?? cardTop, 264, 50),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: y === null ? null : { x, y },
    }).map((collision) => collision.id);
}

describe('what a dragged card is over', () => {
  it('is the card under the pointer, in either column', () => {
    const over = board();
    expect(over(100, 8 + 42 * 60 + 20)).toEqual(['todo-42']);
    expect(over(400, 8 + 99 * 60 + 1)).toEqual(['done-99']);
    expect(over(400, 9)).toEqual(['done-0']);
  });

  it('is the cell between cards and below the last one', () => {
    const over = board();
    expect(over(100, 8 + 42 * 60 + 55)).toEqual(['0|todo']);
    expect(over(400, 5999)).toEqual(['0|done']);
  });

  it('is the cell of the column under the pointer when the pointer is above the cells', () => {
    expect(board()(400, -30)).toEqual(['0|done']);
  });

  it('takes the dragged card\'s centre for the pointer without one (the keyboard)', () => {
    expect(board()(308, null, 8)).toEqual(['done-0']);
    expect(board()(8, null, 8 + 41 * 60)).toEqual(['todo-41']);
    expect(board()(308, null, -500)).toEqual(['0|done']);
  });
});
