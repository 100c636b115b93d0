/**
 * The person who sent an invitation is told when it is accepted ('invitation_accepted'). The sender is the
 * latest 'invitation_sent' event naming the invitee: the user event log is where invitations are recorded.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { userEvents } from '../../db/schema';
import { notify } from './notify';

/** The company admin's people page, where the new member is found. */
const COMPANY_PEOPLE_PATH = '/company/users';

export async function notifyOfAcceptedInvitation(db: Queryable, invitee: { id: number; email: string }): Promise<void> {
  const [sent] = await db
    .select({ inviter_id: userEvents.user_id })
    .from(userEvents)
    .where(and(eq(userEvents.kind, 'invitation_sent'), sql`(${userEvents.details}->>'invitee_user_id')::int = ${invitee.id}`))
    .orderBy(desc(userEvents.created_at), desc(userEvents.id))
    .limit(1);
  if (sent?.inviter_id == null) return;
  await notify(db, [sent.inviter_id], { kind: 'invitation_accepted', actorId: invitee.id, text: invitee.email, link: COMPANY_PEOPLE_PATH });
}
