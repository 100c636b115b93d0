import { describe, expect, it } from 'vitest';
import { groupModules, moveModule, shiftItem } from './module-order';

const sections = [
  { id: 2, position: 1 },
  { id: 1, position: 0 },
];
const modules = [
  { id: 10, section_id: 1, position: 0 },
  { id: 11, section_id: 1, position: 1 },
  { id: 20, section_id: 2, position: 2 },
  { id: 30, section_id: null, position: 3 },
  { id: 40, section_id: 99, position: 4 },
];

describe('groupModules', () => {
  it('orders sections by position and gathers modules of unknown sections with the unsectioned', () => {
    expect(groupModules(sections, modules).map((g) => [g.sectionId, g.modules.map((m) => m.id)])).toEqual([
      [1, [10, 11]],
      [2, [20]],
      [null, [30, 40]],
    ]);
  });
});

describe('moveModule', () => {
  it('moves a module into another section at an index and renumbers every position', () => {
    const moved = moveModule(sections, modules, 10, 2, 0);
    expect(moved.map((m) => [m.id, m.section_id, m.position])).toEqual([
      [11, 1, 0],
      [10, 2, 1],
      [20, 2, 2],
      [30, null, 3],
      [40, 99, 4],
    ]);
  });

  it('clamps an index past the end and can take a module out of every section', () => {
    expect(moveModule(sections, modules, 20, null, 99).map((m) => m.id)).toEqual([10, 11, 30, 40, 20]);
    expect(moveModule(sections, modules, 20, null, 99).find((m) => m.id === 20)?.section_id).toBeNull();
  });
});

describe('shiftItem', () => {
  it('moves an item up or down and stops at the ends', () => {
    expect(shiftItem(sections, 2, -1).map((s) => s.id)).toEqual([2, 1]);
    expect(shiftItem(sections, 2, 1).map((s) => s.id)).toEqual([1, 2]);
  });
});
