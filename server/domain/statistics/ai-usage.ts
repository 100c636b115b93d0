/** AI requests in the range ('ai_request' events: model and tokens in their details), per company and model, and per day and model. */
import { sql } from 'drizzle-orm';
import type { AiUsage, AiUsagePoint, AiUsageTotal } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, isoDay, localDay, selectRows } from './statistics-sql';

const figures = sql`count(*)::int AS requests,
  coalesce(sum((e.details->>'tokens_in')::bigint), 0)::float8 AS tokens_in,
  coalesce(sum((e.details->>'tokens_out')::bigint), 0)::float8 AS tokens_out`;

export async function aiUsage(db: Queryable, range: ResolvedRange): Promise<AiUsage> {
  const requests = sql`user_events e WHERE ${eventsInRange(range)} AND e.kind = 'ai_request'`;
  const model = sql`coalesce(e.details->>'model', '')`;
  const [totals, points] = await Promise.all([
    selectRows<AiUsageTotal>(db, sql`
      SELECT t.company_id, c.name AS company_name, t.model, t.requests, t.tokens_in, t.tokens_out
      FROM (SELECT e.company_id, ${model} AS model, ${figures} FROM ${requests} GROUP BY 1, 2) t
      JOIN companies c ON c.id = t.company_id
      ORDER BY t.requests DESC, c.name, t.model`),
    selectRows<AiUsagePoint>(db, sql`
      SELECT ${isoDay(sql`day`)} AS date, model, requests, tokens_in, tokens_out
      FROM (SELECT ${localDay(range)} AS day, ${model} AS model, ${figures} FROM ${requests} GROUP BY 1, 2) p
      ORDER BY day, model`),
  ]);
  return { from: range.from, to: range.to, totals, points };
}
