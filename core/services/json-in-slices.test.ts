import { describe, expect, it } from 'vitest';
import { jsonInSlices } from './json-in-slices';

describe('jsonInSlices', () => {
  it('writes the same JSON as JSON.stringify, for no items, a few and more than a slice', async () => {
    const many = Array.from({ length: 1_234 }, (_, index) => [`key-${index}`, { type: 'update', value: { text: `line\n${index}` }, gone: undefined }]);
    for (const items of [[], [['a', 1]], many]) expect(await jsonInSlices(items)).toBe(JSON.stringify(items));
  });
});
