import type { TFunction } from 'i18next';
import { fieldFailureMessage, fieldFailuresOf } from '../../core/http/field-failures';
import { serverFailureMessage } from '../../core/http/server-failures';
import { HttpError } from '../../core/services/http-client';

/** The message, in the user's language, of a field that failed server validation (422), if the server named it. */
export function fieldError(error: unknown, field: string, t: TFunction<'host'>): string | null {
  const hit = fieldFailuresOf(error).find((f) => f.field === field || f.field === `/${field}` || f.field.endsWith(`/${field}`));
  return hit ? fieldFailureMessage(hit, t) : null;
}

/** A short, translated account of why a call failed and what the user can do: the server's reason when it gives one. */
export function describeHttpError(error: unknown, t: TFunction<'host'>): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return t('errors.offline');
    const refusal = serverFailureMessage(error, t);
    if (refusal) return refusal;
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 404) return t('errors.notFound');
    if (error.status === 422) return t('errors.invalid');
    if (error.status >= 500) return t('errors.server');
  }
  return t('errors.unexpected');
}
