/**
 * The failing fields of a 422 answer, and each one's message in the user's language: the core namespace's
 * message for its code (core/domain/field-failures.ts), else the server's English message.
 */
import { isFieldFailureCode, type FieldFailure } from '../domain/field-failures';
import { coreKey } from '../i18n/core-message-key';
import { untypedKeys, type AnyTranslate } from '../i18n/untyped-keys';
import { HttpError } from '../services/http-client';

function isFieldFailure(value: unknown): value is FieldFailure {
  const candidate = value as Partial<FieldFailure> | null;
  return typeof candidate?.field === 'string' && typeof candidate.message === 'string';
}

/** The fields a 422 answer names; none for any other error. */
export function fieldFailuresOf(error: unknown): FieldFailure[] {
  if (!(error instanceof HttpError) || error.status !== 422) return [];
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter(isFieldFailure) : [];
}

export function fieldFailureMessage(failure: FieldFailure, t: AnyTranslate): string {
  if (!isFieldFailureCode(failure.code)) return failure.message;
  // A `core:` key reaches the core namespace from a translate function of any other.
  return String(untypedKeys(t)(coreKey(`fieldErrors.${failure.code}`), { ...failure.params, defaultValue: failure.message }));
}
