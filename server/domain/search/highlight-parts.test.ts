import { describe, expect, it } from 'vitest';
import { highlightParts, MATCH_END, MATCH_START } from './highlight-parts';

describe('highlightParts', () => {
  it('splits marked text into matching and plain parts, markup staying text', () => {
    expect(highlightParts(`The ${MATCH_START}trucks${MATCH_END} <b>run</b> ${MATCH_START}late${MATCH_END}`)).toEqual([
      { text: 'The ', match: false },
      { text: 'trucks', match: true },
      { text: ' <b>run</b> ', match: false },
      { text: 'late', match: true },
    ]);
    expect(highlightParts('')).toEqual([]);
  });
});
