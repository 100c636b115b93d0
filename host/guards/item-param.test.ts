import { describe, expect, it } from 'vitest';
import { parseItemParam } from './item-param';

const encode = (value: unknown) => btoa(JSON.stringify(value));
const search = (item: string) => new URLSearchParams({ item });

describe('parseItemParam (guard rule 6)', () => {
  it('reads itemType and a numeric itemId', () => {
    expect(parseItemParam(search(encode({ itemType: 'comment', itemId: 12 })))).toEqual({
      itemType: 'comment',
      itemId: 12,
    });
  });

  it('accepts a string itemId', () => {
    expect(parseItemParam(search(encode({ itemType: 'cell', itemId: 'a-b' })))).toEqual({
      itemType: 'cell',
      itemId: 'a-b',
    });
  });

  it('survives a + that arrived as a space', () => {
    const value = encode({ itemType: 'comment>', itemId: 1 });
    expect(value).toContain('+');
    expect(parseItemParam(new URLSearchParams(`item=${value}`))).toEqual({ itemType: 'comment>', itemId: 1 });
  });

  it('is null without the parameter', () => {
    expect(parseItemParam(new URLSearchParams('other=1'))).toBeNull();
  });

  it('ignores text that is not base64', () => {
    expect(parseItemParam(search('%%%'))).toBeNull();
  });

  it('ignores base64 that is not JSON', () => {
    expect(parseItemParam(search(btoa('hello')))).toBeNull();
  });

  it('ignores JSON without the two fields', () => {
    expect(parseItemParam(search(encode({ itemType: 'comment' })))).toBeNull();
    expect(parseItemParam(search(encode({ itemId: 3 })))).toBeNull();
    expect(parseItemParam(search(encode([1, 2])))).toBeNull();
    expect(parseItemParam(search(encode({ itemType: 'comment', itemId: { nested: true } })))).toBeNull();
  });
});
