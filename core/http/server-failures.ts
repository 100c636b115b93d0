/**
 * Why the server refused a request, in the user's language: the core namespace's message for the code of the
 * error answer (core/domain/server-failures.ts), else the server's English words.
 */
import type { ApiErrorBody } from '../domain/api-types';
import type { FieldFailureParams } from '../domain/field-failures';
import { isServerFailureCode } from '../domain/server-failures';
import { coreKey } from '../i18n/core-message-key';
import { untypedKeys, type AnyTranslate } from '../i18n/untyped-keys';
import { HttpError } from '../services/http-client';

/** The message of a refusal's code, with its values; `english` for a code this client does not know. */
export function refusalMessage(code: unknown, params: FieldFailureParams | undefined, english: string, t: AnyTranslate): string {
  if (!isServerFailureCode(code)) return english;
  return String(untypedKeys(t)(coreKey(`serverErrors.${code}`), { ...params, defaultValue: english }));
}

/** The message of an error answer's code; null when the answer has none the client knows. */
export function serverFailureMessage(error: unknown, t: AnyTranslate): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as Partial<ApiErrorBody> | null;
  return isServerFailureCode(body?.code) ? refusalMessage(body.code, body.params, body.message ?? '', t) : null;
}
