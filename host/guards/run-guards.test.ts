import { describe, expect, it } from 'vitest';
import type { PageKind, RouteAccess } from '../routes/route-handle';
import { aCompany, aUser, fakeGuardServices } from '../test/fake-guard-services';
import { runGuards } from './run-guards';

function target(
  path: string,
  params: Record<string, string> = {},
  access: RouteAccess = 'signed-in',
  page?: PageKind,
) {
  return { url: new URL(path, 'http://app.test'), params, access, page };
}

const signedIn = { token: 'token', user: aUser() };

describe('runGuards', () => {
  describe('rule 1: numeric twins', () => {
    it('hands the page every id with its twin', async () => {
      const { services } = fakeGuardServices(signedIn);
      const result = await runGuards(
        target('/projects/x/text/5', { projectId: btoa('12|secret'), moduleId: '5' }, 'signed-in', 'module'),
        services,
      );
      expect(result).toEqual({
        params: { projectId: btoa('12|secret'), projectIdInt: 12, moduleId: '5', moduleIdInt: 5 },
      });
    });
  });

  describe('rule 2: session token', () => {
    it('is set from an access id and cleared on the next numeric route', async () => {
      const { services, session } = fakeGuardServices(signedIn);
      await runGuards(target('/projects/a', { projectId: 'QQ==' }, 'signed-in', 'project'), services);
      await runGuards(target('/projects/1', { projectId: '1' }, 'signed-in', 'project'), services);
      expect(session.setSessionToken.mock.calls).toEqual([['QQ=='], [null]]);
    });
  });

  describe('rules 3 and 6: item to open', () => {
    it('clears the item, then stores the one the URL carries', async () => {
      const { services, shell } = fakeGuardServices(signedIn);
      const item = btoa(JSON.stringify({ itemType: 'comment', itemId: 4 }));
      await runGuards(target(`/projects/1?item=${item}`, { projectId: '1' }, 'signed-in', 'project'), services);
      expect(shell.setItemToOpen.mock.calls).toEqual([[null], [{ itemType: 'comment', itemId: 4 }]]);
    });

    it('only clears when the item is unreadable', async () => {
      const { services, shell } = fakeGuardServices(signedIn);
      await runGuards(target('/projects/1?item=garbage', { projectId: '1' }, 'signed-in', 'project'), services);
      expect(shell.setItemToOpen.mock.calls).toEqual([[null]]);
    });
  });

  describe('rule 4: title, system, user and company', () => {
    it('resets the header title and loads missing system info on a public page', async () => {
      const { services, shell, system, currentUser } = fakeGuardServices();
      const result = await runGuards(target('/sysinfo', {}, 'public'), services);
      expect(result).toEqual({ params: {} });
      expect(shell.resetHeaderTitle).toHaveBeenCalledOnce();
      expect(system.load).toHaveBeenCalledOnce();
      expect(currentUser.load).not.toHaveBeenCalled();
    });

    it('does not reload system info it already has', async () => {
      const { services, system } = fakeGuardServices();
      await runGuards(target('/sysinfo', {}, 'public'), services);
      await runGuards(target('/forbidden', {}, 'public'), services);
      expect(system.load).toHaveBeenCalledOnce();
    });

    it('loads the current user and company on a page that needs sign-in', async () => {
      const { services, currentUser, currentCompany } = fakeGuardServices(signedIn);
      await runGuards(target('/all-projects'), services);
      expect(currentUser.load).toHaveBeenCalledOnce();
      expect(currentCompany.load).toHaveBeenCalledOnce();
    });

    it('remembers the company login page as the logout URL', async () => {
      const { services, session } = fakeGuardServices({
        ...signedIn,
        company: aCompany({ login_page_url: 'https://sso.acme.test/login' }),
      });
      await runGuards(target('/all-projects'), services);
      expect(session.setLogoutUrl).toHaveBeenCalledWith('https://sso.acme.test/login');
    });

    it('tries the session cookie when there is no access token', async () => {
      const { services, auth } = fakeGuardServices({ token: null, refreshTo: 'fresh', user: aUser() });
      const result = await runGuards(target('/all-projects'), services);
      expect(auth.refreshAccessToken).toHaveBeenCalledOnce();
      expect(result).toEqual({ params: {} });
    });

    it('sends someone not signed in to sign-in, remembering the target', async () => {
      const { services } = fakeGuardServices({ token: null, refreshTo: null });
      const result = await runGuards(target('/projects/3?item=x', { projectId: '3' }, 'signed-in', 'project'), services);
      expect(result).toEqual({ redirect: '/?next=%2Fprojects%2F3%3Fitem%3Dx' });
    });

    it('sends someone whose user cannot be loaded to sign-in', async () => {
      const { services } = fakeGuardServices({ token: 'stale', user: null });
      expect(await runGuards(target('/my-projects'), services)).toEqual({ redirect: '/?next=%2Fmy-projects' });
    });

    it('confines a restricted user to the profile page', async () => {
      const { services } = fakeGuardServices({ token: 't', user: aUser({ restricted: true }) });
      expect(await runGuards(target('/all-projects'), services)).toEqual({ redirect: '/profilepage' });
      expect(await runGuards(target('/profilepage'), services)).toEqual({ params: {} });
    });

    it('lets a restricted user stay on /', async () => {
      const { services } = fakeGuardServices({ token: 't', user: aUser({ restricted: true }) });
      expect(await runGuards(target('/', {}, 'signed-in'), services)).toEqual({ params: {} });
    });

    it('does not confine a restricted system admin', async () => {
      const { services } = fakeGuardServices({ token: 't', user: aUser({ restricted: true, system_admin: true }) });
      expect(await runGuards(target('/all-projects'), services)).toEqual({ params: {} });
    });

    it('sends a signed-in user from the sign-in page home, or to the remembered target', async () => {
      const { services } = fakeGuardServices(signedIn);
      expect(await runGuards(target('/', {}, 'public', 'sign-in'), services)).toEqual({ redirect: '/home' });
      expect(await runGuards(target('/?next=%2Fprojects%2F2', {}, 'public', 'sign-in'), services)).toEqual({
        redirect: '/projects/2',
      });
    });

    it('sends a restricted user from the sign-in page to the profile page', async () => {
      const { services } = fakeGuardServices({ token: 't', user: aUser({ restricted: true }) });
      expect(await runGuards(target('/login', {}, 'public', 'sign-in'), services)).toEqual({
        redirect: '/profilepage',
      });
    });

    it('shows the sign-in page to someone without a session', async () => {
      const { services } = fakeGuardServices({ token: null, refreshTo: null });
      expect(await runGuards(target('/', {}, 'public', 'sign-in'), services)).toEqual({ params: {} });
    });

    it('lets an embed open without an account', async () => {
      const { services, session } = fakeGuardServices({ token: null, refreshTo: null });
      const params = { projectId: btoa('3|s'), moduleId: btoa('9|t') };
      const result = await runGuards(target('/embed/projects/p/text/m', params, 'embed'), services);
      expect(result).toEqual({ params: { ...params, projectIdInt: 3, moduleIdInt: 9 } });
      expect(session.setSessionToken).toHaveBeenCalledWith(`${params.projectId}:${params.moduleId}`);
    });
  });

  describe('rule 5: viewed projects', () => {
    it('registers the project on its project page', async () => {
      const { services, currentUser } = fakeGuardServices(signedIn);
      await runGuards(target('/projects/7', { projectId: '7' }, 'signed-in', 'project'), services);
      expect(currentUser.registerViewedProject).toHaveBeenCalledWith(7);
    });

    it('registers the project of a module page, by its numeric twin', async () => {
      const { services, currentUser } = fakeGuardServices(signedIn);
      const params = { projectId: btoa('8|s'), moduleId: '2' };
      await runGuards(target('/projects/x/text/2', params, 'signed-in', 'module'), services);
      expect(currentUser.registerViewedProject).toHaveBeenCalledWith(8);
    });

    it('does not register on other pages, embeds or module lookups', async () => {
      const { services, currentUser } = fakeGuardServices(signedIn);
      await runGuards(target('/all-projects'), services);
      await runGuards(target('/projects/7/modules/2', { projectId: '7', moduleId: '2' }), services);
      await runGuards(target('/embed/projects/x/text/2', { projectId: btoa('7|s'), moduleId: '2' }, 'embed'), services);
      expect(currentUser.registerViewedProject).not.toHaveBeenCalled();
    });

    it('does not wait for or fail on the registration', async () => {
      const { services, currentUser } = fakeGuardServices(signedIn);
      currentUser.registerViewedProject.mockImplementation(() => Promise.reject(new Error('offline')));
      const result = await runGuards(target('/projects/7', { projectId: '7' }, 'signed-in', 'project'), services);
      expect(result).toEqual({ params: { projectId: '7', projectIdInt: 7 } });
    });

    it('does not register a project someone not signed in tried to open', async () => {
      const { services, currentUser } = fakeGuardServices({ token: null });
      await runGuards(target('/projects/7', { projectId: '7' }, 'signed-in', 'project'), services);
      expect(currentUser.registerViewedProject).not.toHaveBeenCalled();
    });
  });

  describe('system admin pages', () => {
    it('open to a system admin and send anyone else to /forbidden, or to sign in', async () => {
      const page = () => target('/admin/risk-item-impacts', {}, 'system-admin');
      expect(await runGuards(page(), fakeGuardServices({ token: 't', user: aUser({ system_admin: true }) }).services)).toEqual({ params: expect.any(Object) });
      expect(await runGuards(page(), fakeGuardServices(signedIn).services)).toEqual({ redirect: '/forbidden' });
      expect(await runGuards(page(), fakeGuardServices().services)).toEqual({ redirect: '/?next=%2Fadmin%2Frisk-item-impacts' });
    });
  });

  describe('company admin pages', () => {
    it('open to an admin of the company and send anyone else, a system admin too, to /forbidden', async () => {
      const page = () => target('/company/details', {}, 'company-admin');
      const companyAdmin = { token: 't', user: aUser({ company_role: 'admin' }) };
      expect(await runGuards(page(), fakeGuardServices(companyAdmin).services)).toEqual({ params: expect.any(Object) });
      expect(await runGuards(page(), fakeGuardServices(signedIn).services)).toEqual({ redirect: '/forbidden' });
      const systemAdmin = { token: 't', user: aUser({ system_admin: true }) };
      expect(await runGuards(page(), fakeGuardServices(systemAdmin).services)).toEqual({ redirect: '/forbidden' });
    });
  });
});
