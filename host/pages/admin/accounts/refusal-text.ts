import type { TFunction } from 'i18next';
import { HttpError } from '../../../../core/services/http-client';
import { describeHttpError } from '../../../components/http-error-message';

/**
 * Why the server refused an admin change: its own words for a conflict or invalid input ("Acme still has
 * 3 people…", "… already belongs to someone else."), the usual account otherwise.
 */
export function refusalText(error: unknown, t: TFunction<'host'>): string {
  const message = error instanceof HttpError && (error.status === 409 || error.status === 422) ? (error.body as { message?: string } | null)?.message : undefined;
  return message || describeHttpError(error, t);
}
