import { describe, expect, it } from 'vitest';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { LanguageSwitcher } from './language-switcher';
import type { TranslationLayout } from './translation-files';

type Messages = Record<string, unknown>;

/** Lets the switcher read the layouts and start its fetches. */
const tick = () => new Promise((settle) => setTimeout(settle));

/** A layout whose files resolve when the test says so, counting the fetches. */
function layoutOf(namespace: string, files: Record<string, Messages>) {
  const fetched: string[] = [];
  const pending: Array<() => void> = [];
  const layout: TranslationLayout = {
    files: Object.fromEntries(
      Object.entries(files).map(([path, messages]) => [
        path,
        () => {
          fetched.push(path);
          return new Promise<Messages>((resolve) => pending.push(() => resolve(messages)));
        },
      ]),
    ),
    namespaceOf: () => namespace,
  };
  const arrive = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await tick();
  };
  return { layout, fetched, arrive };
}

function setUp() {
  const i18n = new I18nServiceImpl();
  i18n.addMessages('en', 'host', { title: 'Projects', save: 'Save' });
  i18n.addMessages('en', 'risks', { title: 'Risks' });
  const host = layoutOf('host', { './locales/de.json': { title: 'Projekte' }, './locales/ar.json': { title: 'المشاريع' } });
  const risks = layoutOf('risks', { '../../plugins/risks/locales/de.json': { title: 'Risiken' } });
  const switcher = new LanguageSwitcher(i18n, async () => [host.layout, risks.layout]);
  return { i18n, host, risks, switcher };
}

describe('LanguageSwitcher', () => {
  it('fetches nothing for English, which is bundled', async () => {
    const { i18n, host, risks, switcher } = setUp();
    await switcher.use('en');
    expect([...host.fetched, ...risks.fetched]).toEqual([]);
    expect(i18n.t('host:title')).toBe('Projects');
  });

  it('switches only once every bundle of the language is in, falling back to English for what it lacks', async () => {
    const { i18n, host, risks, switcher } = setUp();
    const switching = switcher.use('de');
    await tick();
    expect(host.fetched).toEqual(['./locales/de.json']);
    expect(risks.fetched).toEqual(['../../plugins/risks/locales/de.json']);
    await host.arrive();
    expect(i18n.i18next.language).toBe('en');
    await risks.arrive();
    await switching;
    expect(i18n.i18next.language).toBe('de');
    expect(i18n.t('host:title')).toBe('Projekte');
    expect(i18n.t('risks:title')).toBe('Risiken');
    expect(i18n.t('host:save')).toBe('Save');
  });

  it('fetches a language once, however often it is chosen', async () => {
    const { i18n, host, risks, switcher } = setUp();
    const first = switcher.use('de');
    await tick();
    await Promise.all([host.arrive(), risks.arrive()]);
    await first;
    await switcher.use('en');
    await switcher.use('de');
    expect(host.fetched).toEqual(['./locales/de.json']);
    expect(i18n.i18next.language).toBe('de');
  });

  it('ends in the language chosen last when an earlier one arrives later', async () => {
    const { i18n, host, risks, switcher } = setUp();
    const german = switcher.use('de');
    const english = switcher.use('en');
    await english;
    await tick();
    await Promise.all([host.arrive(), risks.arrive()]);
    await german;
    expect(i18n.i18next.language).toBe('en');
  });

  it('fetches again after a failed fetch', async () => {
    const i18n = new I18nServiceImpl();
    let attempts = 0;
    const flaky: TranslationLayout = {
      files: { './locales/fr.json': async () => (++attempts === 1 ? Promise.reject(new Error('offline')) : { title: 'Projets' }) },
      namespaceOf: () => 'host',
    };
    const switcher = new LanguageSwitcher(i18n, async () => [flaky]);
    await expect(switcher.use('fr')).rejects.toThrow('offline');
    expect(i18n.i18next.language).toBe('en');
    await switcher.use('fr');
    expect(i18n.t('host:title')).toBe('Projets');
  });
});
