import type { CurrentUser } from '../../core/domain/api-types';
import type { PageKind } from '../routes/route-handle';
import type { GuardServices } from './guard-services';

/** Where a share link that no longer works (revoked, or a wrong secret) lands. */
export const LINK_INVALID_PATH = '/link-invalid';

/**
 * A share link (a project or module page whose ids are access ids) opened by someone who is not
 * signed in: the session-token header alone authenticates them, and the server answers a synthetic
 * shared user (accepted terms, read only). Null when the page is not a share link or the link is
 * refused, which is then reported as "no longer valid" rather than as a sign-in prompt.
 */
export async function loadSharedVisitor(
  services: Pick<GuardServices, 'currentUser' | 'currentCompany'>,
  sessionToken: string | null,
  page: PageKind | undefined,
): Promise<CurrentUser | null> {
  if (!sessionToken || (page !== 'project' && page !== 'module')) return null;
  const [user] = await Promise.all([
    services.currentUser.load().catch(() => null),
    services.currentCompany.load().catch(() => null),
  ]);
  return user?.shared_user ? user : null;
}
