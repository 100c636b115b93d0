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

/** "Too many attempts, try again in 5 minutes." for a 429 of sign-in or of the identity links. */
export function throttledMessage(error: HttpError, t: TFunction<'host'>): string {
  const minutes = throttleMinutes(error);
  return minutes === null ? t('signIn.throttledSoon') : t('signIn.throttled', { count: minutes });
}

/** The machine-readable code of an error answer ('invitation_pending', 'expired', ...), if any. */
export function errorCodeOf(error: HttpError): string | null {
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : null;
}

/** Someone who proved who they are but may not sign in (yet): an invitation not accepted, or an inactive company. */
export function accountBlockedMessage(error: unknown, t: TFunction<'host'>): string | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const code = errorCodeOf(error);
  if (code === 'invitation_pending') return t('identity.invitationPending');
  if (code === 'company_inactive') return t('identity.companyInactive');
  return null;
}

export function signInErrorMessage(error: unknown, t: TFunction<'host'>): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 422) return t('signIn.wrongCredentials');
    if (error.status === 429) return throttledMessage(error, t);
    if (error.status === 0) return t('errors.offline');
  }
  return accountBlockedMessage(error, t) ?? t('signIn.failed');
}
