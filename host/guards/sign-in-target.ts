import { isLocalPath } from '../../core/domain/app-paths';

export const NEXT_PARAM = 'next';
export const SIGN_IN_PATH = '/';
export const HOME_PATH = '/home';
export const PROFILE_PATH = '/profilepage';

/** The sign-in page, remembering where the user was going so sign-in can return there. */
export function signInPathFor(target: string): string {
  if (target === '/' || target === '') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
}

/**
 * Where to go after sign-in: the remembered target when it is a path inside this app, else /home.
 * Anything else ('//evil.test', 'https://...') would turn the sign-in page into an open redirect.
 */
export function afterSignInPath(search: URLSearchParams): string {
  const next = search.get(NEXT_PARAM);
  if (!isLocalPath(next)) return HOME_PATH;
  if (next === '/' || next === '/login' || next.startsWith('/login?')) return HOME_PATH;
  return next;
}
