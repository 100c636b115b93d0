import type { CurrentCompany, CurrentUser } from '../domain/api-types';
import type { PermissionFlags } from '../domain/permissions';

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'editor@acme.test',
    name: 'Edith Editor',
    language: 'en',
    company_id: 1,
    company_role: 'member',
    profile_image: null,
    restricted: false,
    system_admin: false,
    shared_user: false,
    accepted_eula: false,
    viewed_intro_tour: false,
    viewed_landing_tour: false,
    valid_notifications: [],
    ...overrides,
  };
}

export function aCompany(permissions: PermissionFlags, overrides: Partial<CurrentCompany> = {}): CurrentCompany {
  return {
    id: 1,
    name: 'Acme',
    permissions,
    entity_map: {},
    login_page_url: null,
    logo: null,
    suite_hosts: [],
    ...overrides,
  };
}
