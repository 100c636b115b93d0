/**
 * Password reset by mail: a one-time link valid 1 hour, sent only to active accounts; setting the new
 * password uses the link and ends every session of the account in one transaction. It does not sign in:
 * the person signs in with the new password, on the device they choose.
 */
import { and, eq, sql } from 'drizzle-orm';
import { userHasEmail } from '../../auth/account-email';
import { hashPassword } from '../../auth/password';
import { passwordProblem } from '../../auth/password-policy';
import { endSessionsOfUser } from '../../auth/session-store';
import type { Database, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { unprocessable } from '../../errors';
import { sendTemplatedMail, type MailContext } from '../../mail/send-templated-mail';
import { linkProblemError } from './link-problems';
import { linkedUser } from './linked-user';
import { consumeToken, issueToken, TOKEN_LIFETIME_TEXT } from './one-time-tokens';

export const SET_NEW_PASSWORD_PATH = '/set-new-password';

export interface ResetRecipient {
  id: number;
  email: string;
  name: string;
  company_id: number;
}

/** The active account with this email, the only kind that gets a reset link; null for anyone else. */
export async function resetRecipient(db: Queryable, email: string): Promise<ResetRecipient | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, company_id: users.company_id })
    .from(users)
    .where(and(userHasEmail(email), eq(users.status, 'active')));
  return user ?? null;
}

/** Mails a new reset link (replacing an unused one) in the recipient's company's words. */
export async function sendPasswordReset(ctx: MailContext, user: ResetRecipient): Promise<void> {
  const token = await issueToken(ctx.db, user.id, 'password_reset');
  await sendTemplatedMail(ctx, {
    to: user.email,
    companyId: user.company_id,
    key: 'password_reset',
    linkPath: `${SET_NEW_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
    values: { name: user.name || user.email, expires_in: TOKEN_LIFETIME_TEXT.password_reset },
  });
}

/** The account a reset link is for (the page fills it in for password managers), or the link's problem. */
export async function describePasswordReset(db: Database, token: string): Promise<{ email: string }> {
  const { email } = await linkedUser(db, token, 'password_reset');
  return { email };
}

/** Sets the new password and ends every session of the account; answers the user's id. */
export async function completePasswordReset(db: Database, token: string, password: string): Promise<number> {
  const user = await linkedUser(db, token, 'password_reset');
  const problem = passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw unprocessable([{ field: 'password', ...problem }], problem.message);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'password_reset');
    if (typeof used === 'string') throw linkProblemError('password_reset', used);
    await tx.update(users).set({ password_hash: passwordHash, updated_at: sql`now()` }).where(eq(users.id, used.user_id));
    await endSessionsOfUser(tx, used.user_id);
  });
  return user.id;
}
