import { injectable } from 'inversify';
import i18next, { type i18n as I18next } from 'i18next';
import { DEFAULT_LANGUAGE } from '../domain/interface-languages';
import { CORE_NAMESPACE, coreEn } from '../i18n/en';
import { untypedKeys } from '../i18n/untyped-keys';
import { ENTITY_LABELS_CHANGED } from './entity-labels';
import type { I18nService } from './i18n-service';

@injectable()
export class I18nServiceImpl implements I18nService {
  readonly i18next: I18next;

  constructor() {
    this.i18next = i18next.createInstance();
    // initAsync false: the resources are in memory, so `t` works as soon as the container is built.
    void this.i18next.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [CORE_NAMESPACE],
      defaultNS: CORE_NAMESPACE,
      resources: { [DEFAULT_LANGUAGE]: { [CORE_NAMESPACE]: coreEn } },
      // React escapes what it renders; escaping here too would show &amp; to the user.
      interpolation: { escapeValue: false },
      // Translated components re-render when the language or the entity labels change (a company rename),
      // not on every added bundle.
      react: { bindI18n: `languageChanged ${ENTITY_LABELS_CHANGED}` },
      initAsync: false,
    });
  }

  t(key: string, options?: Record<string, unknown>): string {
    return untypedKeys(this.i18next.t)(key, options);
  }

  addMessages(language: string, namespace: string, messages: Record<string, unknown>): void {
    this.i18next.addResourceBundle(language, namespace, messages, true, true);
  }
}
