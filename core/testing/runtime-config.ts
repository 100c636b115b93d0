import type { RuntimeConfig } from '../domain/runtime-config';

/** A complete runtime configuration for tests; override what a test is about. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    frontendUrl: '',
    backendUrl: '',
    socketsUrl: '',
    errorReportingProject: '',
    errorReportingKey: '',
    releaseTag: 'release-1',
    environment: 'test',
    chatbotUrl: '',
    auth: '',
    system: '',
    containerHost: '',
    containerSet: '',
    ...overrides,
  };
}
