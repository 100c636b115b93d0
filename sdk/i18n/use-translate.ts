import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatNamespace } from 'i18next';
import { untypedKeys } from '../../core/i18n/untyped-keys';
import { I18nService } from '../../core/services/i18n-service';
import { useService } from '../services-context';
import type { MessageKey, Translate } from './translate';

/** Messages whose keys are not checked: every string is a key. */
type AnyMessages = Record<string, string>;

/**
 * Translates in `namespace` (a plugin's segment) with the app's i18next, re-rendering when the language
 * changes. Interpolated values are not HTML-escaped: React escapes what it renders. A plugin names its English
 * to have its keys checked: `useTranslate<typeof en>(manifest.segment)` with `import type en from './locales/en.json'`.
 */
export function useTranslate<Messages = AnyMessages>(namespace: string): Translate<MessageKey<Messages>> {
  const i18n = useService(I18nService);
  // A plugin's namespace is not one i18next's types know (they know the host's, the core's): its keys are
  // checked by `MessageKey<Messages>` instead.
  const { t } = useTranslation(namespace as FlatNamespace, { i18n: i18n.i18next, useSuspense: false });
  return useCallback(
    (key, options) => untypedKeys(t)(key, { ...options, interpolation: { escapeValue: false } }),
    [t],
  );
}
