import { inject, injectable } from 'inversify';
import { ERROR_REPORTING_TRACE_SAMPLE_RATE } from '../domain/constants';
import { RuntimeConfigService } from './runtime-config-service';
import type { ErrorReporting } from './error-reporting';

type SentryModule = typeof import('@sentry/react');

/** A Sentry DSN: `https://<public key>@<host>/<project id>`. */
const DSN_PATTERN = /^https?:\/\/[^\s/@]+@[^\s/]+\/(?:[^\s]*\/)?\d+\/?$/;

export function isDsn(value: string): boolean {
  return DSN_PATTERN.test(value.trim());
}

@injectable()
export class ErrorReportingImpl implements ErrorReporting {
  readonly enabled: boolean;
  private readonly sentry: Promise<SentryModule | null> | null;

  constructor(@inject(RuntimeConfigService) runtime: RuntimeConfigService) {
    const { errorReportingKey, releaseTag, environment } = runtime.config;
    this.enabled = isDsn(errorReportingKey);
    // Imported lazily so that a deployment without a DSN never downloads the SDK.
    this.sentry = this.enabled
      ? import('@sentry/react').then(
          (sentry) => {
            sentry.init({
              dsn: errorReportingKey.trim(),
              release: releaseTag || undefined,
              environment: environment || undefined,
              tracesSampleRate: ERROR_REPORTING_TRACE_SAMPLE_RATE,
              integrations: [sentry.browserTracingIntegration()],
            });
            return sentry;
          },
          (error: unknown) => {
            console.error('Error reporting could not start', error);
            return null;
          },
        )
      : null;
  }

  capture(error: unknown, context?: Record<string, unknown>): void {
    if (!this.sentry) return;
    void this.sentry.then((sentry) => {
      sentry?.captureException(error, context ? { extra: context } : undefined);
    });
  }
}
