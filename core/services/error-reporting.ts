import { serviceToken, type ServiceToken } from './service-token';
/** @sentry/react, enabled only when the runtime configuration carries a DSN. */
export const ErrorReporting: ServiceToken<ErrorReporting> = serviceToken<ErrorReporting>('ErrorReporting');
export interface ErrorReporting {
  readonly enabled: boolean;
  capture(error: unknown, context?: Record<string, unknown>): void;
}
