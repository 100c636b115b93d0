/** Companies whose trial ends within the next days, soonest first, with their licences. */
import { sql } from 'drizzle-orm';
import type { TrialEndingCompany, TrialsEndingSoon } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import { isoInstant, ofCompany, selectRows } from './statistics-sql';

export const DEFAULT_TRIAL_DAYS = 30;

export async function trialsEndingSoon(db: Queryable, days: number, companyId: number | null): Promise<TrialsEndingSoon> {
  const companies = await selectRows<TrialEndingCompany>(db, sql`
    SELECT c.id, c.name, ${isoInstant(sql`c.trial_ends_at`)} AS trial_ends_at,
      ceil(extract(epoch FROM c.trial_ends_at - now()) / 86400)::int AS days_left,
      c.licences_used, c.licence_count
    FROM companies c
    WHERE c.trial_ends_at > now() AND c.trial_ends_at <= now() + make_interval(days => ${days}::int)
      AND ${ofCompany({ companyId }, sql`c.id`)}
    ORDER BY c.trial_ends_at, c.id`);
  return { days, companies };
}
