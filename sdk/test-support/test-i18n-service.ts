import i18next, { type i18n as I18next } from 'i18next';
import type { I18nService } from '../../core/services/i18n-service';

/** An English-only I18nService over a fresh i18next instance. */
export class TestI18nService implements I18nService {
  readonly i18next: I18next = i18next.createInstance();

  constructor() {
    void this.i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false });
  }

  t(key: string, options?: Record<string, unknown>): string {
    return String(this.i18next.t(key, options));
  }

  addMessages(language: string, namespace: string, messages: Record<string, unknown>): void {
    this.i18next.addResourceBundle(language, namespace, messages, true, true);
  }
}
