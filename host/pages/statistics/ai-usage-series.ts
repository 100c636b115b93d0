import type { AiUsage } from '../../../core/domain/statistics-types';
import { addDays, daysInRange } from './statistics-range';

export interface AiUsageSeries {
  /** Every day of the period. */
  dates: string[];
  /** Per model, its requests on each of those days (a day without any counts 0). */
  models: { model: string; requests: number[] }[];
}

/** The AI usage chart's stacked series: requests per day and model. */
export function requestsPerModel(data: Pick<AiUsage, 'from' | 'to' | 'points'>): AiUsageSeries {
  const dates = Array.from({ length: daysInRange(data) }, (_, day) => addDays(data.from, day));
  const dayOf = new Map(dates.map((date, day) => [date, day]));
  const byModel = new Map<string, number[]>();
  for (const point of data.points) {
    const day = dayOf.get(point.date);
    if (day === undefined) continue;
    const requests = byModel.get(point.model) ?? dates.map(() => 0);
    requests[day] += point.requests;
    byModel.set(point.model, requests);
  }
  return { dates, models: [...byModel].map(([model, requests]) => ({ model, requests })) };
}
