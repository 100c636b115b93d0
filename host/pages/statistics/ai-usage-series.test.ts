import { describe, expect, it } from 'vitest';
import { requestsPerModel } from './ai-usage-series';

const point = (date: string, model: string, requests: number) => ({ date, model, requests, tokens_in: 0, tokens_out: 0 });

describe('requestsPerModel', () => {
  it('gives every model a count for every day of the period, 0 where it had none', () => {
    const series = requestsPerModel({ from: '2026-03-01', to: '2026-03-03', points: [point('2026-03-01', 'small', 2), point('2026-03-03', 'large', 5), point('2026-03-03', 'small', 1)] });
    expect(series).toEqual({
      dates: ['2026-03-01', '2026-03-02', '2026-03-03'],
      models: [
        { model: 'small', requests: [2, 0, 1] },
        { model: 'large', requests: [0, 0, 5] },
      ],
    });
  });

  it('leaves out a day outside the period', () => {
    expect(requestsPerModel({ from: '2026-03-01', to: '2026-03-01', points: [point('2026-02-28', 'small', 2)] }).models).toEqual([]);
  });
});
