import { describe, expect, it } from 'vitest';
import { I18nServiceImpl } from './i18n-service-impl';

describe('I18nServiceImpl', () => {
  it('translates the core namespace in English as soon as it exists', () => {
    const i18n = new I18nServiceImpl();
    expect(i18n.i18next.isInitialized).toBe(true);
    expect(i18n.i18next.language).toBe('en');
    expect(i18n.t('core:retry')).toBe('Retry');
  });

  it('adds a namespace’s messages and interpolates without HTML escaping', () => {
    const i18n = new I18nServiceImpl();
    i18n.addMessages('en', 'risks', { title: 'Risks of {{project}}' });
    expect(i18n.t('risks:title', { project: 'R&D <beta>' })).toBe('Risks of R&D <beta>');
  });

  it('falls back to English for a language without the message', async () => {
    const i18n = new I18nServiceImpl();
    i18n.addMessages('de', 'core', {});
    await i18n.i18next.changeLanguage('de');
    expect(i18n.t('core:retry')).toBe('Retry');
  });

  it('keeps instances apart', () => {
    const first = new I18nServiceImpl();
    const second = new I18nServiceImpl();
    first.addMessages('en', 'only-first', { hello: 'Hello' });
    expect(second.i18next.exists('only-first:hello')).toBe(false);
  });
});
