/** SQL pieces every statistics query shares: the range's bounds, a row's local day, the company filter. */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';

export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows;
}

/** The instant the range's first day starts in its time zone. */
export const rangeStart = (range: ResolvedRange, daysBefore = 0): SQL =>
  sql`((${range.from}::date - ${daysBefore}::int)::timestamp AT TIME ZONE ${range.tz})`;

/** The instant after the range's last day ends in its time zone. */
export const rangeEnd = (range: ResolvedRange): SQL => sql`((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.tz})`;

/** Events (alias e) in the range, optionally starting some days earlier, of the range's company if it has one. */
export function eventsInRange(range: ResolvedRange, daysBefore = 0): SQL {
  return sql`e.created_at >= ${rangeStart(range, daysBefore)} AND e.created_at < ${rangeEnd(range)} AND ${ofCompany(range, sql`e.company_id`)}`;
}

/** `column = companyId`, or true when the range is not narrowed to a company. */
export function ofCompany(range: Pick<ResolvedRange, 'companyId'>, column: SQL): SQL {
  return range.companyId === null ? sql`TRUE` : sql`${column} = ${range.companyId}`;
}

/** An event's calendar day in the range's time zone. */
export const localDay = (range: ResolvedRange, column: SQL = sql`e.created_at`): SQL => sql`(${column} AT TIME ZONE ${range.tz})::date`;

/** Every day of the range (column `day`), as a FROM item. */
export const rangeDays = (range: ResolvedRange, daysBefore = 0): SQL =>
  sql`generate_series(${range.from}::date - ${daysBefore}::int, ${range.to}::date, interval '1 day') AS days(day)`;

export const isoDay = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A timestamptz as the ISO 8601 text Date.toISOString() gives. */
export const isoInstant = (column: SQL): SQL => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
