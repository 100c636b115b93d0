import { resolveService } from './service-token';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser } from '../testing/api-fixtures';
import { json, pathOf, type FakeRoute } from '../testing/fake-fetch';
import { kernelWithFakeServer } from '../testing/kernel-with-fake-server';
import { AuthService } from './auth-service';
import { CurrentCompanyStore } from './current-company-store';
import { CurrentUserStore } from './current-user-store';
import { Session } from './session';

function setup(route: FakeRoute) {
  const { container, requests, navigate } = kernelWithFakeServer(route);
  return {
    auth: resolveService(container, AuthService),
    session: resolveService(container, Session),
    users: resolveService(container, CurrentUserStore),
    companies: resolveService(container, CurrentCompanyStore),
    requests,
    navigate,
  };
}

describe('AuthServiceImpl', () => {
  it('signs in with POST /api/oauth/sessions.json and keeps the access token', async () => {
    const { auth, session, requests } = setup(() => json(200, { access_token: 'signed-in', expires_in: 900 }));
    await auth.signIn('editor@acme.test', 'tessera-demo');
    expect(requests[0].method).toBe('POST');
    expect(pathOf(requests[0])).toBe('/api/oauth/sessions.json');
    expect(await requests[0].json()).toEqual({ email: 'editor@acme.test', password: 'tessera-demo' });
    expect(session.accessToken).toBe('signed-in');
  });

  it('accepts an invitation with POST /api/invitations/accept.json and keeps the access token', async () => {
    const { auth, session, requests } = setup(() => json(200, { access_token: 'accepted', expires_in: 900 }));
    await auth.acceptInvitation('link-token', 'Ines Invited', 'lantern orbit quietly');
    expect(pathOf(requests[0])).toBe('/api/invitations/accept.json');
    expect(await requests[0].json()).toEqual({ token: 'link-token', name: 'Ines Invited', password: 'lantern orbit quietly' });
    expect(session.accessToken).toBe('accepted');
  });

  it('completes a sign-in through a provider with the query it sent back, keeps the token and answers where to go', async () => {
    const { auth, session, requests } = setup(() => json(200, { access_token: 'through-provider', expires_in: 900, next: '/projects' }));
    expect(await auth.completeProviderSignIn('?code=abc&state=xyz')).toBe('/projects');
    expect(requests[0].method).toBe('POST');
    expect(pathOf(requests[0])).toBe('/api/oauth/provider_sign_ins.json');
    expect(await requests[0].json()).toEqual({ query: '?code=abc&state=xyz' });
    expect(session.accessToken).toBe('through-provider');
  });

  it('rejects wrong credentials without trying a token refresh', async () => {
    const { auth, session, requests } = setup(() => json(401, { message: 'Wrong email or password.' }));
    await expect(auth.signIn('editor@acme.test', 'nope')).rejects.toMatchObject({
      status: 401,
      message: 'Wrong email or password.',
    });
    expect(requests).toHaveLength(1);
    expect(session.accessToken).toBeNull();
  });

  it('signs out: tells the server, clears tokens and stores, and goes to the logout URL', async () => {
    const { auth, session, users, companies, requests, navigate } = setup((request) => {
      if (pathOf(request) === '/api/current_user') return json(200, aUser());
      if (pathOf(request) === '/api/current_company') return json(200, aCompany({ read: true, write: true, admin: false }));
      return json(200, {});
    });
    session.setAccessToken('token');
    session.setSessionToken('share');
    session.setLogoutUrl('/login/acme');
    await users.load();
    await companies.load();

    await auth.signOut();

    expect(requests.filter((request) => pathOf(request) === '/api/oauth/logouts.json').map((request) => request.method)).toEqual(['POST']);
    expect(session.accessToken).toBeNull();
    expect(session.sessionToken).toBeNull();
    expect(users.user).toBeNull();
    expect(companies.company).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/acme', undefined);
  });

  it('declines the terms with GET /api/oauth/logouts.json carrying the anti-forgery header, and signs out', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-456; path=/';
    const { auth, session, requests, navigate } = setup(() => json(200, {}));
    session.setAccessToken('token');
    await auth.declineTerms();
    expect(requests.map((request) => [request.method, pathOf(request)])).toEqual([['GET', '/api/oauth/logouts.json']]);
    expect(requests[0].headers.get('x-xsrf-token')).toBe('xsrf-456');
    expect(session.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { auth, session, navigate } = setup(() => {
      throw new TypeError('fetch failed');
    });
    session.setAccessToken('token');
    await auth.signOut();
    expect(session.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('refreshes the access token from the session cookie, sharing one request', async () => {
    let refreshes = 0;
    const { auth, session } = setup(() => {
      refreshes += 1;
      return json(200, { access_token: 'fresh', expires_in: 900 });
    });
    const tokens = await Promise.all([auth.refreshAccessToken(), auth.refreshAccessToken()]);
    expect(tokens).toEqual(['fresh', 'fresh']);
    expect(refreshes).toBe(1);
    expect(session.accessToken).toBe('fresh');
  });

  it('answers null and clears the token when there is no session', async () => {
    const { auth, session } = setup(() => json(401, {}));
    session.setAccessToken('stale');
    await expect(auth.refreshAccessToken()).resolves.toBeNull();
    expect(session.accessToken).toBeNull();
  });
});
