/**
 * Changing one's email address: the new address is confirmed by a one-time link mailed to it (valid 24 hours);
 * until then the old address stays the one to sign in with. Asking again replaces the pending link.
 * An address already in use is refused without saying by whom.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PendingEmailChange } from '../../../core/domain/profile-api-types';
import type { Database, Queryable } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { normalizeAccountEmail, userHasEmail } from '../../auth/account-email';
import { ApiError, unprocessable } from '../../errors';
import { sendTemplatedMail, type MailContext } from '../../mail/send-templated-mail';
import { consumeToken, issueToken, TOKEN_LIFETIME_TEXT, type TokenProblem } from '../identity/one-time-tokens';

export const CONFIRM_EMAIL_PATH = '/confirm-email';

const EMAIL_IN_USE = 'This address belongs to another account. Use another address.';

async function assertAddressFree(db: Queryable, email: string, userId: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(and(userHasEmail(email), ne(users.id, userId))).limit(1);
  if (taken) throw unprocessable([{ field: 'email', message: EMAIL_IN_USE, code: 'emailInUse' }]);
}

/** The address waiting for confirmation, if any. */
export async function pendingEmailChange(db: Queryable, userId: number): Promise<PendingEmailChange> {
  const [row] = await db
    .select({ data: oneTimeTokens.data, expires_at: oneTimeTokens.expires_at })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, 'email_change'), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .limit(1);
  const email = (row?.data as { email?: string } | undefined)?.email;
  return email ? { new_email: email, expires_at: row!.expires_at.toISOString() } : { new_email: null, expires_at: null };
}

/** Mails a confirmation link to the new address (the caller has checked the current password). */
export async function requestEmailChange(ctx: MailContext & { db: Queryable }, user: { id: number; name: string; email: string; company_id: number }, newEmail: string): Promise<PendingEmailChange> {
  const email = normalizeAccountEmail(newEmail);
  if (email === normalizeAccountEmail(user.email)) {
    throw unprocessable([{ field: 'email', message: 'This is already your address.', code: 'sameEmail' }]);
  }
  await assertAddressFree(ctx.db, email, user.id);
  const token = await issueToken(ctx.db, user.id, 'email_change', { email });
  await sendTemplatedMail(ctx, {
    to: email,
    companyId: user.company_id,
    key: 'email_change',
    linkPath: `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
    values: { name: user.name || user.email, new_email: email, expires_in: TOKEN_LIFETIME_TEXT.email_change },
  });
  return pendingEmailChange(ctx.db, user.id);
}

const LINK_PROBLEMS: Record<TokenProblem, string> = {
  unknown: 'This confirmation link is not valid. Copy the whole link from the mail, or change your address again on your profile.',
  expired: 'This confirmation link has expired. Change your address again on your profile to get a new link.',
  used: 'This confirmation link has already been used. Sign in with your new address.',
};

/** Uses the link: the user's address becomes the confirmed one. Answers the new address. */
export async function confirmEmailChange(db: Database, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'email_change');
    if (typeof used === 'string') throw new ApiError(422, `link_${used}`, LINK_PROBLEMS[used]);
    const email = (used.data as { email: string }).email;
    // Someone may have taken the address since the link was sent.
    await assertAddressFree(tx, email, used.user_id);
    await tx.update(users).set({ email, updated_at: sql`now()` }).where(eq(users.id, used.user_id));
    return { email };
  });
}
