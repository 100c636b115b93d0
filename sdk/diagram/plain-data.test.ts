import { describe, expect, it } from 'vitest';
import { copyPlainData } from './plain-data';

describe('copyPlainData', () => {
  it('copies nested objects and arrays, sharing none of them', () => {
    const source = { position: { x: 1, y: 2 }, vertices: [{ x: 3, y: 4 }], embeds: ['a'], title: 'T', image: null };
    const copy = copyPlainData(source);
    expect(copy).toEqual(source);
    expect(copy.position).not.toBe(source.position);
    expect(copy.vertices[0]).not.toBe(source.vertices[0]);
    expect(copy.embeds).not.toBe(source.embeds);
  });

  it('answers strings, numbers, booleans and null as they are', () => {
    expect([copyPlainData('a'), copyPlainData(2), copyPlainData(false), copyPlainData(null)]).toEqual(['a', 2, false, null]);
  });

  it('never copies a __proto__ key onto the copy', () => {
    const copy = copyPlainData(JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>);
    expect(copy).toEqual({ x: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
