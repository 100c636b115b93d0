import { describe, expect, it } from 'vitest';
import type { PresenceEntry } from '../../core/domain/live-messages';
import { parsePresenceNotice, PresenceBoard } from './presence-board';

const ann: PresenceEntry = { clientId: 'a', userId: 1, name: 'Ann', selection: [], cursor: null };
const bob: PresenceEntry = { clientId: 'b', userId: 2, name: 'Bob', selection: [], cursor: null };

describe('PresenceBoard', () => {
  it('keeps who is in a module, says whether a notice changed anything, and lists the others of one', () => {
    const board = new PresenceBoard();
    expect(board.apply({ moduleId: 7, entry: ann }, 0)).toBe(true);
    expect(board.apply({ moduleId: 7, entry: ann }, 1_000)).toBe(false);
    expect(board.apply({ moduleId: 7, entry: { ...ann, selection: ['task-1'] } }, 1_000)).toBe(true);
    board.apply({ moduleId: 7, entry: bob }, 1_000);
    board.apply({ moduleId: 8, entry: bob }, 1_000);
    expect(board.others(7, 'b')).toEqual([{ ...ann, selection: ['task-1'] }]);
    expect(board.apply({ moduleId: 7, left: 'a' }, 2_000)).toBe(true);
    expect(board.apply({ moduleId: 7, left: 'a' }, 2_000)).toBe(false);
    expect(board.others(7, 'x')).toEqual([bob]);
  });

  it('lets go of whoever was not announced again in time', () => {
    const board = new PresenceBoard();
    board.apply({ moduleId: 7, entry: ann }, 0);
    board.apply({ moduleId: 7, entry: bob }, 5_000);
    expect(board.expire(3_000)).toEqual([{ moduleId: 7, left: 'a' }]);
    expect(board.others(7, 'x')).toEqual([bob]);
  });

  it('reads notices as they travel, and nothing else', () => {
    expect(parsePresenceNotice(JSON.stringify({ moduleId: 7, entry: ann }))).toEqual({ moduleId: 7, entry: ann });
    expect(parsePresenceNotice(JSON.stringify({ moduleId: 7, left: 'a' }))).toEqual({ moduleId: 7, left: 'a' });
    expect(parsePresenceNotice('{"moduleId":"7"}')).toBeNull();
    expect(parsePresenceNotice('not json')).toBeNull();
  });
});
