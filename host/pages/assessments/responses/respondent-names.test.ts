import { describe, expect, it } from 'vitest';
import { respondentNames } from './respondent-names';

describe('respondentNames', () => {
  it('names people by their name and anonymous responses by the order they were started', () => {
    const names = respondentNames(
      [
        { id: 30, user: null },
        { id: 12, user: { name: 'Eddie Editor' } },
        { id: 20, user: null },
      ],
      (n) => `Response ${n}`,
    );
    expect([...names.entries()]).toEqual([
      [12, 'Eddie Editor'],
      [20, 'Response 2'],
      [30, 'Response 3'],
    ]);
  });
});
