import { describe, expect, it } from 'vitest';
import { pathOfNul } from './nul-guard';

describe('pathOfNul', () => {
  it('answers null when no key or string holds NUL', () => {
    expect(pathOfNul({ name: 'a', list: [1, 'b', null, { c: true }] })).toBeNull();
    expect(pathOfNul(undefined)).toBeNull();
  });

  it('answers the path of a string holding NUL', () => {
    expect(pathOfNul('a\u0000')).toEqual([]);
    expect(pathOfNul({ name: 'a\u0000b' })).toEqual(['name']);
    expect(pathOfNul({ entity_values: [{ value: { html: 'ok' } }, { value: { html: '\u0000' } }] })).toEqual(['entity_values', '1', 'value', 'html']);
  });

  it('answers the path of a key holding NUL', () => {
    expect(pathOfNul({ value: { 'a\u0000': 1 } })).toEqual(['value', 'a\u0000']);
  });
});
