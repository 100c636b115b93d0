import type { TFunction } from 'i18next';
import { HttpError } from '../../core/services/http-client';

/**
 * Minutes until sign-in may be tried again. The server answers 429 with a Retry-After header, which
 * HttpError does not carry, so a `retry_after_seconds` body field is read when present and the
 * server's own message ("Wait 5 minutes ...") otherwise.
 */
export function throttleMinutes(error: HttpError): number | null {
  const body = (error.body ?? {}) as { retry_after_seconds?: unknown; message?: unknown };
  if (typeof body.retry_after_seconds === 'number' && body.retry_after_seconds > 0) {
    return Math.ceil(body.retry_after_seconds / 60);
  }
  const text = typeof body.message === 'string' ? body.message : error.message;
  const match = /(\d+)\s*minute/i.exec(text);
  return match ? Number(match[1]) : null;
}

export function signInErrorMessage(error: unknown, t: TFunction<'host'>): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 422) return t('signIn.wrongCredentials');
    if (error.status === 429) {
      const minutes = throttleMinutes(error);
      return minutes === null ? t('signIn.throttledSoon') : t('signIn.throttled', { count: minutes });
    }
    if (error.status === 0) return t('errors.offline');
  }
  return t('signIn.failed');
}
