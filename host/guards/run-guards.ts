import type { RouteAccess, PageKind } from '../routes/route-handle';
import type { GuardServices } from './guard-services';
import { parseItemParam } from './item-param';
import { numericTwins, type RouteParams } from './numeric-twins';
import { sessionTokenFor } from './session-token';
import { LINK_INVALID_PATH, loadSharedVisitor } from './shared-visitor';
import { afterSignInPath, HOME_PATH, signInPathFor } from './sign-in-target';
import { confinementRedirect, loadSignedInUser, loadSystemIfMissing } from './user-access';
import { registerViewedProject } from './viewed-project';

export interface GuardTarget {
  url: URL;
  params: RouteParams;
  access: RouteAccess;
  page?: PageKind;
}

export type GuardedParams = Readonly<Record<string, string | number | undefined>>;

export type GuardResult = { redirect: string } | { params: GuardedParams };

/** Where a signed-in user lands on a page their role does not open (the system admin pages). */
export const FORBIDDEN_PATH = '/forbidden';

/** The six route-guard rules of screens-and-editor.md §2, in order, for one navigation. */
export async function runGuards(target: GuardTarget, services: GuardServices): Promise<GuardResult> {
  const { url, params, access, page } = target;
  const { session, currentUser, shell } = services;
  const path = url.pathname + url.search;

  // 1
  const twins = numericTwins(params);
  // 2
  const sessionToken = sessionTokenFor(params);
  session.setSessionToken(sessionToken);
  // 3
  shell.setItemToOpen(null);
  // 4
  shell.resetHeaderTitle();
  loadSystemIfMissing(services.system);
  if (access === 'signed-in' || access === 'system-admin' || access === 'company-admin') {
    const user = (await loadSignedInUser(services)) ?? (await loadSharedVisitor(services, sessionToken, page));
    if (!user) return { redirect: sessionToken && page ? LINK_INVALID_PATH : signInPathFor(path) };
    const confined = confinementRedirect(user, url.pathname);
    if (confined) return { redirect: confined };
    if (access === 'system-admin' && !user.system_admin) return { redirect: FORBIDDEN_PATH };
    if (access === 'company-admin' && user.company_role !== 'admin') return { redirect: FORBIDDEN_PATH };
  } else if (access === 'embed') {
    // Embeds are opened by people without an account too (the session token grants read), so
    // sign-in is optional here; a signed-in user is still held to the same confinement.
    const user = await loadSignedInUser(services);
    const confined = user && confinementRedirect(user, url.pathname);
    if (confined) return { redirect: confined };
  } else if (page === 'sign-in') {
    // Someone already signed in (perhaps only by session cookie) has no business on the sign-in form.
    const user = await loadSignedInUser(services);
    if (user) return { redirect: confinementRedirect(user, HOME_PATH) ?? afterSignInPath(url.searchParams) };
  }
  // 5 (a share-link visitor has no list of viewed projects)
  if (!currentUser.user?.shared_user) registerViewedProject(currentUser, page, twins.projectIdInt);
  // 6
  const item = parseItemParam(url.searchParams);
  if (item) shell.setItemToOpen(item);

  return { params: { ...params, ...twins } };
}
