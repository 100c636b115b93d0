/**
 * Who may use the company admin area (/api/company_admin/*): a signed-in company admin of their own
 * company (company_role admin), not restricted. System admins manage other companies from /api/admin.
 * Share-link visitors and API keys never reach it (the auth hook refuses keys on admin areas).
 */
import type { AuthContext } from '../../auth/auth-context';
import { forbidden } from '../../errors';
import { assertWorkspaceUser } from '../workspace-access';

/** The caller's company id, or 403 for anyone who is not its admin. */
export function companyAdminCompanyId(auth: AuthContext): number {
  assertWorkspaceUser(auth);
  if (auth.kind !== 'user' || auth.companyRole !== 'admin') {
    throw forbidden({ code: 'companyAdminsOnly', message: 'Only your company’s administrators can do this. Ask one of them.' });
  }
  return auth.user.company_id;
}
