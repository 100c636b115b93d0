/**
 * Why the server refused a request, in the user's language: the core namespace's message for the code of the
 * error answer (core/domain/server-failures.ts), else the server's English words.
 */
import type { ApiErrorBody } from '../domain/api-types';
import type { FieldFailureParams } from '../domain/field-failures';
import { isServerFailureCode } from '../domain/server-failures';
import { CORE_NAMESPACE } from '../i18n/en';
import { HttpError } from '../services/http-client';
import type { FieldFailureTranslate } from './field-failures';

/** The message of a refusal's code, with its values; `english` for a code this client does not know. */
export function refusalMessage(code: unknown, params: FieldFailureParams | undefined, english: string, t: FieldFailureTranslate): string {
  if (!isServerFailureCode(code)) return english;
  return String(t(`${CORE_NAMESPACE}:serverErrors.${code}`, { ...params, defaultValue: english }));
}

/** The message of an error answer's code; null when the answer has none the client knows. */
export function serverFailureMessage(error: unknown, t: FieldFailureTranslate): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as Partial<ApiErrorBody> | null;
  return isServerFailureCode(body?.code) ? refusalMessage(body.code, body.params, body.message ?? '', t) : null;
}
