import { resolveService } from '../services/service-token';
import { vi } from 'vitest';
import type { Container } from 'inversify';
import { createContainer } from '../create-container';
import type { RuntimeConfig } from '../domain/runtime-config';
import { HttpTransport } from '../http/http-transport';
import { ErrorReporting } from '../services/error-reporting';
import { LiveSocketFactory } from '../services/live-updates';
import { Navigator } from '../services/navigator';
import { fakeFetch, type FakeRoute } from './fake-fetch';
import { fakeLiveSockets } from './fake-live-socket';
import { testRuntimeConfig } from './runtime-config';

/**
 * The real kernel talking to an in-memory server (`route`) and to live connections the test drives
 * (`liveSockets`), with the router and error reporting replaced by spies: `navigate` (in-app), `assign` (leaving the app), `capture` (reported errors).
 */
export function kernelWithFakeServer(route: FakeRoute, config: Partial<RuntimeConfig> = {}) {
  const container: Container = createContainer(testRuntimeConfig(config));
  const server = fakeFetch(route);
  container.bind(HttpTransport).toConstantValue(server.transport);
  const live = fakeLiveSockets();
  container.rebind(LiveSocketFactory).toConstantValue(live.factory);
  const capture = vi.fn();
  container.rebind(ErrorReporting).toConstantValue({ enabled: true, capture });
  const navigator = resolveService(container, Navigator);
  const navigate = vi.fn();
  navigator.attach(navigate);
  const assign = vi.spyOn(navigator, 'assign').mockImplementation(() => undefined);
  return { container, requests: server.requests, navigate, assign, capture, liveSockets: live.sockets };
}
