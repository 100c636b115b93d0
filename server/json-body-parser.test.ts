import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-body-parser';

describe('jsonNestingDepth', () => {
  it('counts nested objects and arrays, a scalar being depth 0', () => {
    expect(jsonNestingDepth('5')).toBe(0);
    expect(jsonNestingDepth('{}')).toBe(1);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonNestingDepth('[[[]],[]]')).toBe(3);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[[","b":"\\\\"}')).toBe(1);
  });

  it('reads 5,000 levels without recursion', () => {
    expect(jsonNestingDepth(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(5000);
  });
});
