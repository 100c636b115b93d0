import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nService } from '../../core/services/i18n-service';
import { useService } from '../services-context';
import type { Translate } from './translate';

/**
 * Translates in `namespace` (a plugin's segment) with the app's i18next, re-rendering when the language
 * changes. Interpolated values are not HTML-escaped: React escapes what it renders.
 */
export function useTranslate(namespace: string): Translate {
  const i18n = useService(I18nService);
  const { t } = useTranslation(namespace, { i18n: i18n.i18next, useSuspense: false });
  return useCallback(
    (key, options) => String(t(key, { ...options, interpolation: { escapeValue: false } })),
    [t],
  );
}
