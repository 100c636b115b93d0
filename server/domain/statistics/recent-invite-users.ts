/**
 * People invited in the range, newest first, from the user event log: an invitation is an 'invitation_sent'
 * event (from the people page or a CSV import; details.invitee_user_id names the person). It is accepted
 * when the person is no longer 'invited', at the time of their 'invitation_accepted' event.
 */
import { sql } from 'drizzle-orm';
import type { InvitedUser, RecentInviteUsers } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { isoInstant, ofCompany, rangeEnd, rangeStart, selectRows } from './statistics-sql';

export const DEFAULT_INVITATION_LIMIT = 100;
export const MAX_INVITATION_LIMIT = 200;

type InvitationRow = InvitedUser & { invited: number; accepted: number };

export async function recentInviteUsers(db: Queryable, range: ResolvedRange, limit = DEFAULT_INVITATION_LIMIT): Promise<RecentInviteUsers> {
  const rows = await selectRows<InvitationRow>(db, sql`
    WITH invited AS (
      SELECT (e.details->>'invitee_user_id')::int AS user_id, max(e.created_at) AS invited_at
      FROM user_events e
      WHERE e.kind = 'invitation_sent'
        AND e.created_at >= ${rangeStart(range)} AND e.created_at < ${rangeEnd(range)} AND ${ofCompany(range, sql`e.company_id`)}
      GROUP BY 1
    ), answered AS (
      SELECT u.id AS user_id, u.email, u.name, c.id AS company_id, c.name AS company_name, invited.invited_at,
        CASE WHEN u.status = 'invited' THEN NULL ELSE
          (SELECT min(e.created_at) FROM user_events e WHERE e.user_id = u.id AND e.kind = 'invitation_accepted')
        END AS accepted_at,
        CASE WHEN u.status = 'invited' THEN 'pending' ELSE 'accepted' END AS status
      FROM invited JOIN users u ON u.id = invited.user_id JOIN companies c ON c.id = u.company_id
    )
    SELECT user_id, email, name, company_id, company_name, ${isoInstant(sql`invited_at`)} AS invited_at,
      ${isoInstant(sql`accepted_at`)} AS accepted_at, status,
      count(*) OVER ()::int AS invited, (count(*) FILTER (WHERE status = 'accepted') OVER ())::int AS accepted
    FROM answered
    ORDER BY answered.invited_at DESC, user_id DESC
    LIMIT ${limit}`);
  const invited = rows[0]?.invited ?? 0;
  const accepted = rows[0]?.accepted ?? 0;
  return {
    from: range.from,
    to: range.to,
    counts: { invited, accepted, pending: invited - accepted },
    invitations: rows.map(({ invited: _invited, accepted: _accepted, ...invitation }) => invitation),
  };
}
