/**
 * "Ask for a new invitation", from an expired link or from the sign-in page: the invited person gets a
 * fresh invitation mail at the invited address. Who asks learns nothing (the answer is always the same),
 * and the mail goes only to the address the admin invited, so it gives nobody else a way in.
 */
import { and, eq } from 'drizzle-orm';
import { userHasEmail } from '../../auth/account-email';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { findToken } from './one-time-tokens';

/** Signs a renewed invitation, whose first inviter the mail does not need to name. */
export const RENEWED_INVITATION_INVITER = 'Your administrator';

/** The person a request names (by an old invitation link or by email) while they have not accepted yet; else null. */
export async function invitedUserToRenew(db: Queryable, request: { token?: string; email?: string }): Promise<number | null> {
  const byToken = request.token ? await findToken(db, request.token, 'invitation') : null;
  const who = byToken ? eq(users.id, byToken.user_id) : request.email ? userHasEmail(request.email) : null;
  if (!who) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(and(who, eq(users.status, 'invited')));
  return user?.id ?? null;
}
