/** Client routes the kernel sends the user to when the API answers 404 or 503 (screens-and-editor.md §8). */
export const APP_PATHS = {
  home: '/',
  notFound: '/not-found',
  maintenance: '/maintenance',
} as const;

/**
 * A path inside this app ('/projects/1?x=y'). Anything else ('//evil.test', '/\\evil.test', 'https://...')
 * would turn a "go back to where you were" parameter into an open redirect.
 */
export function isLocalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where the OpenID Connect provider sends the browser back (the provider's redirect_uri is the app's origin plus this). */
export const OAUTH_REDIRECT_PATH = '/oauth-redirect';
