import { describe, expect, it } from 'vitest';
import type { UnsentChanges } from './unsent-changes';
import { UnsentCopy } from './unsent-copy';

function countingStore() {
  const writes: Array<Record<string, string>> = [];
  const store: UnsentChanges = {
    read: async <C>() => new Map<string, C>(),
    write: async (_key, changes) => {
      writes.push(Object.fromEntries(changes) as Record<string, string>);
    },
  };
  return { store, writes };
}

describe('UnsentCopy', () => {
  it('writes again only when what is unsent changed', async () => {
    const { store, writes } = countingStore();
    const copy = new UnsentCopy<string>(store, 'entity-values/11/Note', (_earlier, current) => new Map(current));
    const typed = 'typed';
    await copy.update(() => new Map([['a', typed]]));
    await copy.update(() => new Map([['a', typed]]));
    await copy.update(() => new Map([['a', typed], ['b', 'more']]));
    await copy.update(() => new Map());
    expect(writes).toEqual([{ a: 'typed' }, { a: 'typed', b: 'more' }, {}]);
  });

  it('writes again after a write failed', async () => {
    let fail = true;
    const writes: number[] = [];
    const store: UnsentChanges = {
      read: async <C>() => new Map<string, C>(),
      write: async (_key, changes) => {
        writes.push(changes.size);
        if (fail) throw new Error('QuotaExceededError');
      },
    };
    const copy = new UnsentCopy<string>(store, 'entity-values/11/Note', (_earlier, current) => new Map(current));
    const changes = new Map([['a', 'typed']]);
    await copy.update(() => changes);
    fail = false;
    await copy.update(() => new Map(changes));
    expect(writes).toEqual([1, 1]);
  });
});
