import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '../../core/domain/company-role';
import { COMPANY_ROLE_PERMISSIONS } from '../../core/domain/company-role';
import type { AuthContext } from '../auth/auth-context';
import { ApiError } from '../errors';
import { projectLevel, projectPermissions, toPermissionKey } from './project-access';
import { assertWorkspaceUser } from './workspace-access';

function authAs(companyRole: CompanyRole, flags: { restricted?: boolean; system_admin?: boolean } = {}): AuthContext {
  const now = new Date();
  return {
    user: {
      id: 1,
      company_id: 1,
      email: 'someone@acme.test',
      name: 'Someone',
      password_hash: null,
      company_role: companyRole,
      system_admin: flags.system_admin ?? false,
      restricted: flags.restricted ?? false,
      accepted_eula: true,
      viewed_intro_tour: true,
      viewed_landing_tour: true,
      profile_image: null,
      has_licence: false,
      status: 'active',
      language: 'en',
      last_sign_in_at: null,
      notification_mail: 'off',
      created_at: now,
      updated_at: now,
    },
    companyRole,
    companyPermissions: { ...COMPANY_ROLE_PERMISSIONS[companyRole] },
    roleIds: [],
    sessionId: 1,
    kind: 'user',
    share: null,
  };
}

const project = { entity_type: 'project' };
const sample = { entity_type: 'project_sample' };

describe('projectLevel', () => {
  it('raises the direct level to the highest team level', () => {
    expect(projectLevel(authAs('member'), 'read', ['write'])).toBe('write');
    expect(projectLevel(authAs('member'), 'admin', ['read'])).toBe('admin');
    expect(projectLevel(authAs('member'), null, [])).toBeNull();
  });

  it('gives company admins admin on every project of their company', () => {
    expect(projectLevel(authAs('admin'), null, [])).toBe('admin');
    expect(projectLevel(authAs('admin'), 'read', [])).toBe('admin');
  });
});

describe('projectPermissions', () => {
  it('grants what the level grants when the company allows it', () => {
    expect(projectPermissions(authAs('member'), project, 'write')).toEqual({ read: true, write: true, admin: false });
    expect(projectPermissions(authAs('member'), project, null)).toEqual({ read: false, write: false, admin: false });
  });

  it('caps a company reader at read on ordinary projects, but not on samples', () => {
    expect(projectPermissions(authAs('reader'), project, 'admin')).toEqual({ read: true, write: false, admin: false });
    expect(projectPermissions(authAs('reader'), sample, 'admin')).toEqual({ read: true, write: true, admin: true });
  });
});

describe('toPermissionKey', () => {
  it('accepts the three keys and nothing else', () => {
    expect(['read', 'write', 'admin'].map(toPermissionKey)).toEqual(['read', 'write', 'admin']);
    expect(toPermissionKey('owner')).toBeNull();
    expect(toPermissionKey('toString')).toBeNull();
    expect(toPermissionKey(null)).toBeNull();
  });
});

describe('assertWorkspaceUser', () => {
  it('refuses restricted users with 403, unless they are system admins', () => {
    expect(() => assertWorkspaceUser(authAs('member', { restricted: true }))).toThrow(ApiError);
    try {
      assertWorkspaceUser(authAs('member', { restricted: true }));
    } catch (error) {
      expect((error as ApiError).statusCode).toBe(403);
    }
    expect(() => assertWorkspaceUser(authAs('member', { restricted: true, system_admin: true }))).not.toThrow();
    expect(() => assertWorkspaceUser(authAs('reader'))).not.toThrow();
  });
});
