import { cleanup, render, type RenderResult } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { CurrentCompany, Project, ProjectModule } from '../../core/domain/api-types';
import { DEFAULT_ENTITY_MAP } from '../../core/domain/entity-map';
import { AlertService } from '../../core/services/alert-service';
import { AlertServiceImpl } from '../../core/services/alert-service-impl';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { CurrentCompanyStoreImpl } from '../../core/services/current-company-store-impl';
import { ENTITY_NAMESPACE } from '../../core/services/entity-labels';
import { HttpClient } from '../../core/services/http-client';
import { I18nService } from '../../core/services/i18n-service';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { LiveUpdates } from '../../core/services/live-updates';
import { SaveQueueFactory } from '../../core/services/save-queue';
import { SaveQueueFactoryImpl } from '../../core/services/save-queue-factory-impl';
import { Session } from '../../core/services/session';
import { SessionImpl } from '../../core/services/session-impl';
import { ShellState } from '../../core/services/shell-state';
import { ShellStateImpl } from '../../core/services/shell-state-impl';
import { FakeLiveUpdates } from '../../core/testing/fake-live-updates';
import type { PluginMessages } from '../plugin';
import { ServicesProvider } from '../services-context';
import { FakeHttpClient } from './fake-http-client';

export interface TestServices {
  container: Container;
  http: FakeHttpClient;
  saveQueues: SaveQueueFactoryImpl;
  i18n: I18nServiceImpl;
  alerts: AlertServiceImpl;
  /** Where SDK components ask the host to open an item (its comments, say). */
  shell: ShellStateImpl;
  /** The signed-in person's company: TEST_COMPANY unless a test puts another in (`companies.replace(...)`). */
  companies: CurrentCompanyStoreImpl;
  /** What others change in the open modules, pushed by the test. */
  live: FakeLiveUpdates;
}

/** A container with a fake HttpClient and the kernel's own save queue, alerts, i18n and shell state; plugin messages by namespace. */
export function createTestServices(messages: Record<string, PluginMessages> = {}): TestServices {
  const http = new FakeHttpClient();
  const alerts = new AlertServiceImpl();
  const i18n = new I18nServiceImpl();
  const saveQueues = new SaveQueueFactoryImpl(alerts, i18n);
  const shell = new ShellStateImpl();
  const companies = new CurrentCompanyStoreImpl(http);
  companies.replace(TEST_COMPANY);
  // What the kernel's EntityLabels feeds before a company renames anything.
  i18n.addMessages('en', ENTITY_NAMESPACE, DEFAULT_ENTITY_MAP);
  for (const [namespace, byLanguage] of Object.entries(messages)) {
    for (const [language, bundle] of Object.entries(byLanguage)) i18n.addMessages(language, namespace, bundle);
  }
  const container = new Container();
  container.bind<HttpClient>(HttpClient).toConstantValue(http);
  container.bind<SaveQueueFactory>(SaveQueueFactory).toConstantValue(saveQueues);
  container.bind<I18nService>(I18nService).toConstantValue(i18n);
  container.bind<AlertService>(AlertService).toConstantValue(alerts);
  container.bind<ShellState>(ShellState).toConstantValue(shell);
  container.bind<CurrentCompanyStore>(CurrentCompanyStore).toConstantValue(companies);
  // Uploads (imports) read the tokens from it.
  container.bind<Session>(Session).toConstantValue(new SessionImpl());
  const live = new FakeLiveUpdates();
  container.bind<LiveUpdates>(LiveUpdates).toConstantValue(live);
  return { container, http, saveQueues, i18n, alerts, shell, companies, live };
}

// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);

export function renderWithServices(ui: ReactElement, services: TestServices): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <ServicesProvider container={services.container}>{children}</ServicesProvider>,
  });
}

export const TEST_COMPANY: CurrentCompany = {
  id: 1,
  name: 'Acme',
  permissions: { read: true, write: true, admin: false },
  entity_map: DEFAULT_ENTITY_MAP,
  login_page_url: null,
  logo: null,
  suite_hosts: [],
};

export const TEST_PROJECT: Project = {
  id: 7,
  company_id: 1,
  name: 'Acme onboarding',
  description: '',
  entity_type: 'project',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_event_date: '2026-01-01T00:00:00Z',
  permissions: { read: true, write: true, admin: false },
};

export function testModule(overrides: Partial<ProjectModule> = {}): ProjectModule {
  return {
    id: 11,
    project_id: TEST_PROJECT.id,
    section_id: null,
    scenario_module_id: 3,
    type_key: 'Test',
    name: 'Test module',
    position: 0,
    locked: false,
    permissions: TEST_PROJECT.permissions,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
