/** @sentry/react, enabled only when the runtime configuration carries a DSN. */
export const ErrorReporting = Symbol.for('ErrorReporting');
export interface ErrorReporting {
  readonly enabled: boolean;
  capture(error: unknown, context?: Record<string, unknown>): void;
}
