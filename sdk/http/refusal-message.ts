import { useCallback } from 'react';
import { fieldFailureMessage, fieldFailuresOf } from '../../core/http/field-failures';
import { serverFailureMessage } from '../../core/http/server-failures';
import type { AnyTranslate } from '../../core/i18n/untyped-keys';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** Why the server refused a call (its 422's first field, or its error's code), in the user's language; else the error's message. */
export function refusalOf(error: unknown, t: AnyTranslate): string {
  const [failure] = fieldFailuresOf(error);
  if (failure) return fieldFailureMessage(failure, t);
  return serverFailureMessage(error, t) ?? (error instanceof Error ? error.message : String(error));
}

/** `refusalOf` in the SDK's words, for a view that shows why a change failed. */
export function useRefusalMessage(): (error: unknown) => string {
  const t = useSdkTranslate();
  return useCallback((error: unknown) => refusalOf(error, t), [t]);
}
