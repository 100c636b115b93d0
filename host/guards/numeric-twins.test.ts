import { describe, expect, it } from 'vitest';
import { numericTwins } from './numeric-twins';

const base64 = (text: string) => btoa(text);

describe('numericTwins (guard rule 1)', () => {
  it('adds the number itself for an all-digit id', () => {
    expect(numericTwins({ projectId: '42' })).toEqual({ projectIdInt: 42 });
  });

  it('reads the part before the first | of a base64 access id', () => {
    expect(numericTwins({ projectId: base64('12|secret') })).toEqual({ projectIdInt: 12 });
  });

  it('stops at the first | even when the secret holds another', () => {
    expect(numericTwins({ moduleId: base64('7|a|b') })).toEqual({ moduleIdInt: 7 });
  });

  it('URL-decodes before base64-decoding', () => {
    const encoded = encodeURIComponent(base64('12|secret?')); // padding '=' becomes %3D
    expect(encoded).toContain('%3D');
    expect(numericTwins({ projectId: encoded })).toEqual({ projectIdInt: 12 });
  });

  it('drops the twin of a value that is not base64', () => {
    expect(numericTwins({ projectId: 'not base64!!' })).toEqual({});
  });

  it('drops the twin when the decoded head is not a number', () => {
    expect(numericTwins({ projectId: base64('abc|secret') })).toEqual({});
  });

  it('drops the twin of a malformed URL escape', () => {
    expect(numericTwins({ projectId: '%E0%A4%A' })).toEqual({});
  });

  it('ignores parameters whose name does not end in Id', () => {
    expect(numericTwins({ segment: '12', providerId: '3', moduleId: '5' })).toEqual({
      providerIdInt: 3,
      moduleIdInt: 5,
    });
  });
});
