import { serviceToken, type ServiceToken } from './service-token';
import type { i18n as I18next } from 'i18next';

/** i18next, shared by host and plugins; every user-visible string goes through it. */
export const I18nService: ServiceToken<I18nService> = serviceToken<I18nService>('I18nService');
export interface I18nService {
  readonly i18next: I18next;
  t(key: string, options?: Record<string, unknown>): string;
  /** Adds a namespace's messages for a language (plugins add theirs under their segment). */
  addMessages(language: string, namespace: string, messages: Record<string, unknown>): void;
}
