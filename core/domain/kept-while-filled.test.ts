import { describe, expect, it } from 'vitest';
import { saysNothing } from './kept-while-filled';

const FIELDS = ['text', 'link_ids'];

describe('saysNothing', () => {
  it('is true when every listed field is absent, blank, an empty list, zero or null', () => {
    expect(saysNothing({ data_catalog_detail_id: 4 }, FIELDS)).toBe(true);
    expect(saysNothing({ text: ' \n', link_ids: [] }, FIELDS)).toBe(true);
    expect(saysNothing({ text: null, link_ids: 0 }, FIELDS)).toBe(true);
  });

  it('is false when one field says something, whatever the fields not listed hold', () => {
    expect(saysNothing({ text: 'Read by billing' }, FIELDS)).toBe(false);
    expect(saysNothing({ text: '', link_ids: [7] }, FIELDS)).toBe(false);
  });

  it('is false while the value has comments', () => {
    expect(saysNothing({ text: '' }, FIELDS, 2)).toBe(false);
  });
});
