import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../testing/runtime-config';
import { ErrorReportingImpl, isDsn } from './error-reporting-impl';
import { RuntimeConfigServiceImpl } from './runtime-config-service-impl';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));
vi.mock('@sentry/react', () => sentry);

const DSN = 'https://0123abcd@o42.ingest.sentry.io/4505';

function reporting(errorReportingKey: string) {
  return new ErrorReportingImpl(
    new RuntimeConfigServiceImpl(testRuntimeConfig({ errorReportingKey, releaseTag: 'v7', environment: 'staging' })),
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('ErrorReportingImpl', () => {
  it('recognises a DSN', () => {
    expect(isDsn(DSN)).toBe(true);
    expect(isDsn('https://key@sentry.acme.test/sentry/12')).toBe(true);
    expect(isDsn('')).toBe(false);
    expect(isDsn('0123abcd')).toBe(false);
    expect(isDsn('https://o42.ingest.sentry.io/4505')).toBe(false);
  });

  it('is off without a DSN: nothing is initialised and capture does nothing', async () => {
    const errors = reporting('not-a-dsn');
    errors.capture(new Error('boom'));
    await vi.dynamicImportSettled();
    expect(errors.enabled).toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN starts Sentry with the release, environment and trace sample rate, and captures', async () => {
    const errors = reporting(DSN);
    errors.capture(new Error('boom'), { path: '/api/projects.json' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalled());

    expect(errors.enabled).toBe(true);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: DSN, release: 'v7', environment: 'staging', tracesSampleRate: 0.05 }),
    );
    expect(sentry.captureException).toHaveBeenCalledWith(expect.any(Error), { extra: { path: '/api/projects.json' } });
  });
});
