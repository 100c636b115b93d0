import { describe, expect, it } from 'vitest';
import { aUser, fakeGuardServices } from '../test/fake-guard-services';
import { runGuards } from './run-guards';

const projectLink = btoa('12|secret');
const target = (path: string, params: Record<string, string>, page: 'project' | 'module') => ({
  url: new URL(path, 'http://app.test'),
  params,
  access: 'signed-in' as const,
  page,
});
const guest = aUser({ id: 0, name: 'Guest', shared_user: true, accepted_eula: true });

describe('share links opened without signing in', () => {
  it('let the visitor in as the shared user and register no viewed project', async () => {
    const { services, currentUser } = fakeGuardServices({ visitor: guest });
    const result = await runGuards(target(`/projects/${projectLink}`, { projectId: projectLink }, 'project'), services);
    expect(result).toEqual({ params: { projectId: projectLink, projectIdInt: 12 } });
    expect(currentUser.registerViewedProject).not.toHaveBeenCalled();
  });

  it('send a refused link to "no longer valid" instead of the sign-in form', async () => {
    const { services } = fakeGuardServices({ visitor: null });
    const result = await runGuards(target(`/projects/${projectLink}`, { projectId: projectLink }, 'project'), services);
    expect(result).toEqual({ redirect: '/link-invalid' });
  });

  it('still ask for sign-in on a numeric project page', async () => {
    const { services } = fakeGuardServices({ visitor: guest });
    const result = await runGuards(target('/projects/12', { projectId: '12' }, 'project'), services);
    expect(result).toEqual({ redirect: '/?next=%2Fprojects%2F12' });
  });

  it('keep a signed-in user their own rights', async () => {
    const { services, currentUser } = fakeGuardServices({ token: 't', user: aUser(), visitor: guest });
    await runGuards(target(`/projects/${projectLink}`, { projectId: projectLink }, 'project'), services);
    expect(currentUser.user?.shared_user).toBe(false);
    expect(currentUser.registerViewedProject).toHaveBeenCalledWith(12);
  });
});
