/**
 * The failing fields of a 422 answer, and each one's message in the user's language: the core namespace's
 * message for its code (core/domain/field-failures.ts), else the server's English message.
 */
import { isFieldFailureCode, type FieldFailure } from '../domain/field-failures';
import { CORE_NAMESPACE } from '../i18n/en';
import { HttpError } from '../services/http-client';

/** Any translate function of the app's i18next: a `core:` key reaches the core namespace from every other. */
export type FieldFailureTranslate = (key: string, options: Record<string, unknown>) => string;

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

export function fieldFailureMessage(failure: FieldFailure, t: FieldFailureTranslate): string {
  if (!isFieldFailureCode(failure.code)) return failure.message;
  return String(t(`${CORE_NAMESPACE}:fieldErrors.${failure.code}`, { ...failure.params, defaultValue: failure.message }));
}
