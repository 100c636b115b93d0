import { describe, expect, it } from 'vitest';
import { withChangedFields } from './changed-fields';

describe('withChangedFields', () => {
  it('applies only the fields the edit changed over the current value, removing an emptied one', () => {
    const before: Record<string, string> = { title: 'Plan', note: 'old', impact: '2' };
    const after: Record<string, string> = { title: 'Plan', note: 'new' };
    expect(withChangedFields({ title: 'Renamed elsewhere', note: 'old', impact: '2' }, before, after)).toEqual({ title: 'Renamed elsewhere', note: 'new' });
  });

  it('answers the current value itself when the edit changed nothing', () => {
    const current = { title: 'Renamed elsewhere' };
    expect(withChangedFields(current, { title: 'Plan' }, { title: 'Plan' })).toBe(current);
  });
});
