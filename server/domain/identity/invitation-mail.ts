/**
 * Sends (or sends again) an invitation: a new one-time link for the invited person, valid 7 days, in their
 * company's invitation template. Resending replaces the previous link. The invited person sets their name
 * and password at /accept-invitation?token=... .
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { sendTemplatedMail, type MailContext } from '../../mail/send-templated-mail';
import { issueToken, TOKEN_LIFETIME_TEXT } from './one-time-tokens';

export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/** Mails the invitation to a user who has not accepted one yet; `inviterName` signs it. */
export async function sendInvitation(ctx: MailContext & { db: Queryable }, userId: number, inviterName: string): Promise<void> {
  const [row] = await ctx.db
    .select({ email: users.email, name: users.name, status: users.status, company_id: users.company_id, company_name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw badRequest({ code: 'notFound', message: 'This person does not exist.' });
  if (row.status !== 'invited') throw conflict({ code: 'alreadyAccepted', message: `${row.email} has already accepted their invitation.`, params: { email: row.email } });
  const token = await issueToken(ctx.db, userId, 'invitation');
  await sendTemplatedMail(ctx, {
    to: row.email,
    companyId: row.company_id,
    key: 'invitation',
    linkPath: `${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`,
    values: { name: row.name || row.email, inviter_name: inviterName, company_name: row.company_name, expires_in: TOKEN_LIFETIME_TEXT.invitation },
  });
}
