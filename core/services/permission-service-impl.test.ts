import { describe, expect, it } from 'vitest';
import type { Project, ProjectModule } from '../domain/api-types';
import { NO_PERMISSIONS, type PermissionFlags } from '../domain/permissions';
import { aCompany, aUser } from '../testing/api-fixtures';
import { FakeHttpClient } from '../testing/fake-http-client';
import { CurrentCompanyStoreImpl } from './current-company-store-impl';
import { CurrentUserStoreImpl } from './current-user-store-impl';
import { PermissionServiceImpl } from './permission-service-impl';

const READ: PermissionFlags = { read: true, write: false, admin: false };
const WRITE: PermissionFlags = { read: true, write: true, admin: false };
const ADMIN: PermissionFlags = { read: true, write: true, admin: true };

type ProjectLike = Pick<Project, 'entity_type' | 'permissions'>;
type ModuleLike = Pick<ProjectModule, 'locked' | 'permissions'>;

const project = (permissions: PermissionFlags, entity_type: Project['entity_type'] = 'project'): ProjectLike => ({
  entity_type,
  permissions,
});
const moduleOf = (permissions: PermissionFlags, locked = false): ModuleLike => ({ locked, permissions });

async function service(options: { user?: Parameters<typeof aUser>[0] | null; company?: PermissionFlags | null }) {
  const users = new CurrentUserStoreImpl(new FakeHttpClient(() => aUser(options.user ?? {})));
  const companies = new CurrentCompanyStoreImpl(new FakeHttpClient(() => aCompany(options.company ?? NO_PERMISSIONS)));
  if (options.user !== null) await users.load();
  if (options.company !== null) await companies.load();
  return new PermissionServiceImpl(users, companies);
}

describe('PermissionServiceImpl.canProject', () => {
  it('needs both the company permission and the project’s own', async () => {
    const permissions = await service({ company: WRITE });
    expect(permissions.canProject(project(WRITE), 'write')).toBe(true);
    expect(permissions.canProject(project(READ), 'write')).toBe(false);

    const readOnlyCompany = await service({ company: READ });
    expect(readOnlyCompany.canProject(project(WRITE), 'read')).toBe(true);
    expect(readOnlyCompany.canProject(project(WRITE), 'write')).toBe(false);
  });

  it('admin needs company write, not company admin', async () => {
    expect((await service({ company: WRITE })).canProject(project(ADMIN), 'admin')).toBe(true);
    expect((await service({ company: READ })).canProject(project(ADMIN), 'admin')).toBe(false);
  });

  it('sample projects skip the company check', async () => {
    const permissions = await service({ company: NO_PERMISSIONS });
    expect(permissions.canProject(project(WRITE, 'project_sample'), 'write')).toBe(true);
    expect(permissions.canProject(project(WRITE), 'write')).toBe(false);
  });

  it('shared users skip the company check for reading only', async () => {
    const permissions = await service({ user: { shared_user: true }, company: NO_PERMISSIONS });
    expect(permissions.canProject(project(WRITE), 'read')).toBe(true);
    expect(permissions.canProject(project(WRITE), 'write')).toBe(false);
  });

  it('denies when the project, the user or the company is missing', async () => {
    expect((await service({ company: ADMIN })).canProject(null, 'read')).toBe(false);
    expect((await service({ user: null, company: ADMIN })).canProject(project(ADMIN), 'read')).toBe(false);
    expect((await service({ company: null })).canProject(project(ADMIN), 'read')).toBe(false);
  });
});

describe('PermissionServiceImpl.canModule', () => {
  it('allows reading a locked module and refuses editing it', async () => {
    const permissions = await service({ company: WRITE });
    const locked = moduleOf({ read: true, write: false, admin: false }, true);
    expect(permissions.canModule(project(WRITE), locked, 'read')).toBe(true);
    expect(permissions.canModule(project(WRITE), locked, 'write')).toBe(false);
  });

  it('applies the project check and the module’s own flags', async () => {
    const permissions = await service({ company: WRITE });
    expect(permissions.canModule(project(WRITE), moduleOf(WRITE), 'write')).toBe(true);
    expect(permissions.canModule(project(READ), moduleOf(WRITE), 'write')).toBe(false);
    expect(permissions.canModule(project(WRITE), moduleOf(READ), 'write')).toBe(false);
  });

  it('denies when the module is missing', async () => {
    expect((await service({ company: WRITE })).canModule(project(WRITE), null, 'read')).toBe(false);
  });
});
