/**
 * People invited in the range, newest first. An invitation is the audit log's 'user.invited' entry (written for
 * invitations from the people page and from CSV imports); it is accepted when the person is no longer 'invited',
 * at the time of their 'invitation_accepted' event, or else when their invitation link was used.
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
      SELECT a.target_id AS user_id, max(a.created_at) AS invited_at
      FROM audit_events a
      WHERE a.action = 'user.invited' AND a.target_type = 'user'
        AND a.created_at >= ${rangeStart(range)} AND a.created_at < ${rangeEnd(range)} AND ${ofCompany(range, sql`a.company_id`)}
      GROUP BY a.target_id
    ), answered AS (
      SELECT u.id AS user_id, u.email, u.name, c.id AS company_id, c.name AS company_name, invited.invited_at,
        CASE WHEN u.status = 'invited' THEN NULL ELSE coalesce(
          (SELECT min(e.created_at) FROM user_events e WHERE e.user_id = u.id AND e.kind = 'invitation_accepted'),
          (SELECT max(t.used_at) FROM one_time_tokens t WHERE t.user_id = u.id AND t.purpose = 'invitation')
        ) END AS accepted_at,
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
