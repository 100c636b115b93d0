/**
 * The colour of a cell of the retention triangle and the busiest-hours grid: the larger its share of the
 * largest value, the deeper the blue, and white text once the cell is dark enough to need it.
 */
const LIGHTEST = 0.06;

export interface HeatColour {
  background: string;
  color: string;
}

/** `share` is 0 ... 1 (clamped); a cell with nothing in it is the palest. */
export function heatColour(share: number): HeatColour {
  const clamped = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  const alpha = LIGHTEST + (1 - LIGHTEST) * clamped;
  return { background: `rgba(25, 118, 210, ${alpha.toFixed(2)})`, color: alpha > 0.55 ? '#fff' : 'rgba(0, 0, 0, 0.87)' };
}

/** The share of a cohort still active `week` weeks later; 0 for an empty cohort. */
export function retentionShare(cohort: { users: number; retained: readonly number[] }, week: number): number {
  return cohort.users > 0 ? (cohort.retained[week] ?? 0) / cohort.users : 0;
}
