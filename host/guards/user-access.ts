import type { CurrentUser } from '../../core/domain/api-types';
import { isConfinedToProfile } from '../../core/domain/permissions';
import type { GuardServices } from './guard-services';
import { PROFILE_PATH } from './sign-in-target';

/**
 * The signed-in user, loading what is missing. Without an access token (a reload drops it) the
 * session cookie may still be good, so one refresh is tried before giving up. Null: not signed in.
 */
export async function loadSignedInUser(
  services: Pick<GuardServices, 'session' | 'auth' | 'currentUser' | 'currentCompany'>,
): Promise<CurrentUser | null> {
  const { session, auth, currentUser, currentCompany } = services;
  if (!session.accessToken) {
    const token = await auth.refreshAccessToken().catch(() => null);
    if (!token) return null;
  }
  const [user, company] = await Promise.all([
    currentUser.user ? Promise.resolve(currentUser.user) : currentUser.load().catch(() => null),
    currentCompany.company ? Promise.resolve(currentCompany.company) : currentCompany.load().catch(() => null),
  ]);
  if (!user) return null;
  // The company's own login page is where sign-out should land (guard rule 4).
  session.setLogoutUrl(company?.login_page_url ?? null);
  return user;
}

/** Restricted users who are not system admins may see only / and their profile (guard rule 4). */
export function confinementRedirect(user: CurrentUser, pathname: string): string | null {
  if (!isConfinedToProfile(user)) return null;
  return pathname === '/' || pathname === PROFILE_PATH ? null : PROFILE_PATH;
}

/** System info is public and needed by every page; it is fetched once and again after a failure. */
export function loadSystemIfMissing(system: GuardServices['system']): void {
  if (system.system) return;
  system.load().catch(() => undefined);
}
