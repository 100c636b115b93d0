import { resolveService } from '../../core/services/service-token';
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createContainer } from '../../core/create-container';
import { HttpTransport } from '../../core/http/http-transport';
import type { RuntimeConfig } from '../../core/domain/runtime-config';
import { EntityLabels } from '../../core/services/entity-labels';
import { HttpClient } from '../../core/services/http-client';
import { I18nService } from '../../core/services/i18n-service';
import { LiveSocketFactory } from '../../core/services/live-updates';
import { fakeLiveSockets } from '../../core/testing/fake-live-socket';
import { Navigator } from '../../core/services/navigator';
import { SDK_NAMESPACE, sdkMessages } from '../../sdk/i18n/sdk-messages';
import { ServicesProvider } from '../../sdk/services-context';
import { registerMessages } from '../app/register-messages';
import { hostAppEn } from '../i18n/en-app';
import { HOST_NAMESPACE } from '../i18n/en-shell';
import type { PluginRegistry } from '../registry/plugin-registry';
import { THEMES } from '../theme/theme';
import { createAppRoutes } from '../routes/app-routes';
import { AppRoutesContext } from '../routes/route-patterns';
import { FakeHttp } from './fake-http';

// Lazy pages are transformed on their first import, which takes a while when every test file runs at once.
configure({ asyncUtilTimeout: 10_000 });

export const TEST_CONFIG: RuntimeConfig = {
  frontendUrl: 'http://app.test',
  backendUrl: '',
  socketsUrl: '',
  errorReportingProject: '',
  errorReportingKey: '',
  releaseTag: 'test-release',
  environment: 'test',
  chatbotUrl: '',
  auth: '',
  system: '',
  containerHost: '',
  containerSet: '',
};

/** The real kernel with the HTTP client swapped for a FakeHttp and navigation recorded, not performed. */
export function createHostTestContainer({ sessionCookie = false }: { sessionCookie?: boolean } = {}) {
  const http = new FakeHttp();
  const container = createContainer(TEST_CONFIG);
  container.rebind<HttpClient>(HttpClient).toConstantValue(http);
  // The token refresh goes around the HTTP client (straight to axios), so it is answered here.
  const refresh: HttpTransport = {
    adapter: async (config) => {
      if (!sessionCookie) throw new Error('no session cookie');
      return { data: { access_token: 'refreshed', expires_in: 300 }, status: 200, statusText: 'OK', headers: {}, config };
    },
  };
  container.bind<HttpTransport>(HttpTransport).toConstantValue(refresh);
  const live = fakeLiveSockets();
  container.rebind(LiveSocketFactory).toConstantValue(live.factory);
  registerMessages(resolveService(container, I18nService));
  resolveService(container, I18nService).addMessages('en', HOST_NAMESPACE, hostAppEn);
  resolveService(container, I18nService).addMessages('en', SDK_NAMESPACE, sdkMessages.en);
  resolveService(container, EntityLabels);
  const navigations: string[] = [];
  resolveService(container, Navigator).attach((path) => navigations.push(path));
  return { container, http, navigations, liveSockets: live.sockets };
}

export function HostProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ServicesProvider container={container}>
      <I18nextProvider i18n={resolveService(container, I18nService).i18next} defaultNS={HOST_NAMESPACE}>
        <ThemeProvider theme={THEMES.ltr}>{children}</ThemeProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}

/** Renders `ui` with the host's providers, inside a memory router at `path` when given. */
export function renderHost(ui: ReactElement, container: Container, path?: string): RenderResult {
  if (path === undefined) {
    return render(ui, { wrapper: ({ children }) => <HostProviders container={container}>{children}</HostProviders> });
  }
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <HostProviders container={container}>
      <RouterProvider router={router} />
    </HostProviders>,
  );
}

/** The app's real routes in a memory router at `path`, with the Navigator attached as in main.tsx. */
export function renderApp(container: Container, registry: PluginRegistry, path: string) {
  const router = createMemoryRouter(createAppRoutes(container, registry), { initialEntries: [path] });
  resolveService(container, Navigator).attach((to, options) => void router.navigate(to, options));
  const result = render(
    <HostProviders container={container}>
      <AppRoutesContext value={router.routes}>
        <RouterProvider router={router} />
      </AppRoutesContext>
    </HostProviders>,
  );
  return { ...result, router };
}
