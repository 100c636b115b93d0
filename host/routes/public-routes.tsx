import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

const publicPage = (page?: RouteHandle['page']): RouteHandle => ({ access: 'public', page });

/**
 * The pages anyone may open, signed in or not. They speak only the host shell's English (`en-shell.ts`), which a
 * unit test checks: the rest comes with the signed-in app.
 */
export function publicRoutes(): RouteObject[] {
  const signIn = async () => ({ Component: (await import('../pages/sign-in-page')).SignInPage });
  const simple = async () => import('../pages/simple-pages');
  return [
    { index: true, handle: publicPage('sign-in'), lazy: signIn },
    { path: 'login', handle: publicPage('sign-in'), lazy: signIn },
    { path: 'login/:providerId', handle: publicPage('sign-in'), lazy: signIn },
    {
      path: 'oauth-redirect',
      lazy: async () => ({ Component: (await import('../pages/provider-sign-in/oauth-redirect-page')).OAuthRedirectPage }),
    },
    { path: 'forbidden', lazy: async () => ({ Component: (await simple()).ForbiddenPage }) },
    { path: 'maintenance', lazy: async () => ({ Component: (await simple()).MaintenancePage }) },
    { path: 'not-found', lazy: async () => ({ Component: (await simple()).NotFoundPage }) },
    {
      path: 'link-invalid',
      lazy: async () => ({ Component: (await import('../pages/project/link-invalid-page')).LinkInvalidPage }),
    },
    { path: 'accept-invitation', lazy: async () => ({ Component: (await import('../pages/identity/accept-invitation-page')).AcceptInvitationPage }) },
    { path: 'set-new-password', lazy: async () => ({ Component: (await import('../pages/identity/set-new-password-page')).SetNewPasswordPage }) },
    { path: 'terms', lazy: async () => ({ Component: (await import('../pages/terms-page')).TermsPage }) },
    { path: 'sysinfo', lazy: async () => ({ Component: (await import('../pages/sysinfo-page')).SysinfoPage }) },
    { path: 'confirm-email', lazy: async () => ({ Component: (await import('../pages/confirm-email-page')).ConfirmEmailPage }) },
    { path: '*', lazy: async () => ({ Component: (await simple()).NotFoundPage }) },
  ];
}
