/** An admin mails an invitation again (a new link replaces the old one); the resend is audited. */
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import type { MailContext } from '../../mail/send-templated-mail';
import { sendInvitation } from '../identity/invitation-mail';
import { getUser } from './admin-users';
import { recordAudit } from './audit-log';

export async function resendInvitation(app: MailContext & { db: Database }, auth: AuthContext, userId: number): Promise<void> {
  const user = await getUser(app.db, userId);
  await sendInvitation(app, userId, auth.user.name);
  await recordAudit(app.db, auth, {
    company_id: user.company.id,
    action: 'user.invitation_resent',
    target_type: 'user',
    target_id: userId,
    summary: `Sent the invitation to ${user.email} again`,
  });
}
