import { describe, expect, it } from 'vitest';
import type { PaletteGroup } from './palette';
import { filterPalette } from './palette-filter';

const groups: PaletteGroup[] = [
  { id: 'activities', title: 'Activities', items: [{ type: 't.Task', title: 'Task' }, { type: 't.Task', title: 'User task' }] },
  { id: 'events', title: 'Events', items: [{ type: 't.Event', title: 'Start event' }, { type: 't.Event', title: 'Zwischenereignís' }] },
];

const titles = (result: readonly PaletteGroup[]) => result.map((group) => [group.id, group.items.map((item) => item.title)]);

describe('filterPalette', () => {
  it('keeps every tile for a blank query', () => {
    expect(filterPalette(groups, '  ')).toBe(groups);
  });

  it('keeps the tiles whose name holds the query, ignoring case, and drops empty groups', () => {
    expect(titles(filterPalette(groups, 'TASK'))).toEqual([['activities', ['Task', 'User task']]]);
    expect(titles(filterPalette(groups, 'start'))).toEqual([['events', ['Start event']]]);
  });

  it('matches every word in any order, and ignores accents', () => {
    expect(titles(filterPalette(groups, 'task user'))).toEqual([['activities', ['User task']]]);
    expect(titles(filterPalette(groups, 'ereignis'))).toEqual([['events', ['Zwischenereignís']]]);
  });

  it('answers no group when nothing matches', () => {
    expect(filterPalette(groups, 'lane')).toEqual([]);
  });
});
