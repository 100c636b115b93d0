import type { TFunction } from 'i18next';
import { HttpError } from '../../../../core/services/http-client';
import { describeHttpError } from '../../../components/http-error-message';
import { fieldFailureMessage, fieldFailuresOf } from '../../../../core/http/field-failures';
import { serverFailureMessage } from '../../../../core/http/server-failures';

/**
 * Why the server refused an admin change, in the user's language: the reasons of the fields it refused, else
 * of the request ("… already belongs to someone else."); else its own words for a conflict or invalid
 * input, the usual account otherwise.
 */
export function refusalText(error: unknown, t: TFunction<'host'>): string {
  const fields = fieldFailuresOf(error).filter((failure) => failure.code);
  if (fields.length > 0) return fields.map((failure) => fieldFailureMessage(failure, t)).join(' ');
  const refusal = serverFailureMessage(error, t);
  if (refusal) return refusal;
  const message = error instanceof HttpError && (error.status === 409 || error.status === 422) ? (error.body as { message?: string } | null)?.message : undefined;
  return message || describeHttpError(error, t);
}
