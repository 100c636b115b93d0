import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTITY_MAP, mergeEntityMap } from './entity-map';

describe('mergeEntityMap', () => {
  it('answers the defaults when the company renamed nothing', () => {
    expect(mergeEntityMap({})).toEqual(DEFAULT_ENTITY_MAP);
    expect(mergeEntityMap(null)).toEqual(DEFAULT_ENTITY_MAP);
  });

  it("applies the company's labels and skips entries that are not label pairs", () => {
    const merged = mergeEntityMap({ tag: { singular: 'Label', plural: 'Labels' }, stakeholder: { singular: 'Only one' }, x: 3 });
    expect(merged.tag).toEqual({ singular: 'Label', plural: 'Labels' });
    expect(merged.stakeholder).toEqual(DEFAULT_ENTITY_MAP.stakeholder);
    expect(merged).not.toHaveProperty('x');
  });
});
