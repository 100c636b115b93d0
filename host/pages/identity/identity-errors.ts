import type { TFunction } from 'i18next';
import { HttpError } from '../../../core/services/http-client';
import { describeHttpError } from '../../components/http-error-message';
import { accountBlockedMessage, errorCodeOf, throttledMessage } from '../sign-in-errors';

/** Why a one-time link does not work, as the server names it (404 unknown, 410 expired or used). */
export type LinkProblem = 'unknown' | 'expired' | 'used';

export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 410)) return null;
  const code = errorCodeOf(error);
  return code === 'expired' || code === 'used' ? code : 'unknown';
}

/** What went wrong with an identity call that is not a field's or a link's problem. */
export function identityErrorMessage(error: unknown, t: TFunction<'host'>): string {
  if (error instanceof HttpError && error.status === 429) return throttledMessage(error, t);
  return accountBlockedMessage(error, t) ?? describeHttpError(error, t);
}
