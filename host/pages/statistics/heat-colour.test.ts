import { describe, expect, it } from 'vitest';
import { heatColour, retentionShare } from './heat-colour';

describe('heatColour', () => {
  it('deepens with the share and turns the text white on dark cells', () => {
    expect(heatColour(0)).toEqual({ background: 'rgba(25, 118, 210, 0.06)', color: 'rgba(0, 0, 0, 0.87)' });
    expect(heatColour(1)).toEqual({ background: 'rgba(25, 118, 210, 1.00)', color: '#fff' });
  });

  it('clamps a share outside 0 ... 1 and treats a missing one as nothing', () => {
    expect(heatColour(3)).toEqual(heatColour(1));
    expect(heatColour(-1)).toEqual(heatColour(0));
    expect(heatColour(Number.NaN)).toEqual(heatColour(0));
  });
});

describe('retentionShare', () => {
  it('is the retained part of the cohort, 0 for an empty cohort or a week not reached yet', () => {
    const cohort = { users: 8, retained: [8, 4, 2] };
    expect(retentionShare(cohort, 0)).toBe(1);
    expect(retentionShare(cohort, 2)).toBe(0.25);
    expect(retentionShare(cohort, 5)).toBe(0);
    expect(retentionShare({ users: 0, retained: [0] }, 0)).toBe(0);
  });
});
