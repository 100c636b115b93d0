import { vi } from 'vitest';
import type { CurrentCompany, CurrentUser, SystemInfo } from '../../core/domain/api-types';
import type { GuardServices } from '../guards/guard-services';

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'editor@acme.test',
    name: 'Edith Editor',
    language: 'en',
    company_id: 1,
    company_role: 'member',
    profile_image: null,
    restricted: false,
    system_admin: false,
    shared_user: false,
    accepted_eula: true,
    viewed_intro_tour: true,
    viewed_landing_tour: true,
    valid_notifications: [],
    ...overrides,
  };
}

export function aCompany(overrides: Partial<CurrentCompany> = {}): CurrentCompany {
  return {
    id: 1,
    name: 'Acme',
    permissions: { read: true, write: true, admin: false },
    entity_map: {},
    login_page_url: null,
    logo: null,
    suite_hosts: [],
    ...overrides,
  };
}

export function aSystem(overrides: Partial<SystemInfo> = {}): SystemInfo {
  return {
    system_title: 'Tessera',
    support_email: 'support@tessera.test',
    eula_link: '',
    favicon_image: null,
    browser_tab_text: 'Tessera',
    show_application_tours: false,
    ...overrides,
  };
}

export interface FakeGuardOptions {
  /** Access token held before the navigation. */
  token?: string | null;
  /** What a refresh answers (the session cookie): a token, or null when there is no session. */
  refreshTo?: string | null;
  /** What loading the current user answers; null: not signed in. */
  user?: CurrentUser | null;
  /** What loading the current user answers without an access token (a share link's shared user). */
  visitor?: CurrentUser | null;
  company?: CurrentCompany | null;
  system?: SystemInfo | null;
}

/** In-memory guard services whose calls tests can inspect. */
export function fakeGuardServices(options: FakeGuardOptions = {}) {
  const state = {
    accessToken: options.token ?? null,
    user: undefined as CurrentUser | null | undefined,
    company: undefined as CurrentCompany | null | undefined,
    system: undefined as SystemInfo | null | undefined,
  };
  const session = {
    get accessToken() {
      return state.accessToken;
    },
    setSessionToken: vi.fn<(token: string | null) => void>(),
    setLogoutUrl: vi.fn<(url: string | null) => void>(),
  };
  const auth = {
    refreshAccessToken: vi.fn(async () => {
      state.accessToken = options.refreshTo ?? null;
      return state.accessToken;
    }),
  };
  const currentUser = {
    get user() {
      return state.user;
    },
    load: vi.fn(async () => {
      state.user = state.accessToken ? (options.user ?? null) : (options.visitor ?? null);
      return state.user;
    }),
    registerViewedProject: vi.fn(async (_projectId: number) => undefined),
  };
  const currentCompany = {
    get company() {
      return state.company;
    },
    load: vi.fn(async () => {
      state.company = state.accessToken || options.visitor ? (options.company ?? aCompany()) : null;
      return state.company;
    }),
  };
  const system = {
    get system() {
      return state.system;
    },
    load: vi.fn(async () => {
      state.system = options.system === undefined ? aSystem() : options.system;
      return state.system;
    }),
  };
  const shell = {
    resetHeaderTitle: vi.fn(),
    setItemToOpen: vi.fn(),
  };
  const services: GuardServices = { session, auth, currentUser, currentCompany, system, shell };
  return { services, state, session, auth, currentUser, currentCompany, system, shell };
}
