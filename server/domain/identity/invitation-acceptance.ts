/**
 * Accepting an invitation: the invited person chooses their name and password, and the account becomes
 * active. The link is used in the same transaction, so two clicks cannot both accept.
 */
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { passwordProblem } from '../../auth/password-policy';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { unprocessable } from '../../errors';
import { recordAudit } from '../administration/audit-log';
import { notifyOfAcceptedInvitation } from '../notifications/invitation-notifications';
import { recordUserEvent } from '../user-events/record-user-event';
import { linkProblemError } from './link-problems';
import { linkedUser } from './linked-user';
import { consumeToken } from './one-time-tokens';

export interface InvitationDetails {
  email: string;
  name: string;
  company_name: string;
}

/** What the accept page shows; the link's problem as an error when it does not work. */
export async function describeInvitation(db: Database, token: string): Promise<InvitationDetails> {
  const user = await invitedUser(db, token);
  return { email: user.email, name: user.name, company_name: user.company_name };
}

/** Activates the invited account with its name and password; answers the user's id. */
export async function acceptInvitation(db: Database, token: string, answer: { name: string; password: string }): Promise<number> {
  const name = answer.name.trim();
  if (!name) throw unprocessable([{ field: 'name', message: 'Enter your name.', code: 'required' }]);
  const invited = await invitedUser(db, token);
  const problem = passwordProblem(answer.password, { email: invited.email, name });
  if (problem) throw unprocessable([{ field: 'password', ...problem }], problem.message);
  const passwordHash = await hashPassword(answer.password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'invitation');
    if (typeof used === 'string') throw linkProblemError('invitation', used);
    const [user] = await tx
      .update(users)
      .set({ name, password_hash: passwordHash, status: 'active', updated_at: sql`now()` })
      .where(and(eq(users.id, used.user_id), eq(users.status, 'invited')))
      .returning({ id: users.id, email: users.email, company_id: users.company_id });
    if (!user) throw linkProblemError('invitation', 'used');
    await recordAudit(tx, null, {
      company_id: user.company_id,
      action: 'user.invitation_accepted',
      target_type: 'user',
      target_id: user.id,
      summary: `${name} (${user.email}) accepted the invitation`,
    });
    await recordUserEvent(tx, {
      kind: 'invitation_accepted',
      user_id: user.id,
      company_id: user.company_id,
      details: { invitee_user_id: user.id, invitee_email: user.email },
    });
    await notifyOfAcceptedInvitation(tx, user);
    return user.id;
  });
}

/** A link's user who has not accepted yet; someone already active has used their invitation. */
async function invitedUser(db: Database, token: string) {
  const user = await linkedUser(db, token, 'invitation');
  if (user.status !== 'invited') throw linkProblemError('invitation', 'used');
  return user;
}
