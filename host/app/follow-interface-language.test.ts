import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../core/domain/api-types';
import type { CurrentUserStore } from '../../core/services/current-user-store';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { aUser } from '../../core/testing/api-fixtures';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { followInterfaceLanguage } from './follow-interface-language';
import { mirrorLanguageOnDocument } from './mirror-language-on-document';

const settle = () => new Promise((resolve) => setTimeout(resolve));

function setUp(browserLanguages: readonly string[]) {
  const user$ = new BehaviorSubject<CurrentUser | null | undefined>(undefined);
  const users = { user$ } as unknown as CurrentUserStore;
  const i18n = new I18nServiceImpl();
  const root = document.createElement('html');
  mirrorLanguageOnDocument(i18n.i18next, root);
  followInterfaceLanguage(users, new LanguageSwitcher(i18n, async () => []), browserLanguages, (error) => {
    throw error;
  });
  return { user$, i18n, root };
}

describe('followInterfaceLanguage', () => {
  it('speaks the browser’s language before sign-in, and the person’s own once signed in, at once when it changes', async () => {
    const { user$, i18n, root } = setUp(['de-DE', 'en']);
    expect(i18n.i18next.language).toBe('en');
    user$.next(null);
    await settle();
    expect(i18n.i18next.language).toBe('de');
    user$.next(aUser({ language: 'ar' }));
    // Arabic also fetches the right-to-left styles first.
    await vi.waitFor(() => expect([i18n.i18next.language, root.lang, root.dir]).toEqual(['ar', 'ar', 'rtl']));
    user$.next(aUser({ language: 'en' }));
    await settle();
    expect([i18n.i18next.language, root.lang, root.dir]).toEqual(['en', 'en', 'ltr']);
  });

  it('goes back to the browser’s language on sign-out', async () => {
    const { user$, i18n } = setUp(['fr-CA']);
    user$.next(aUser({ language: 'es' }));
    await settle();
    user$.next(null);
    await settle();
    expect(i18n.i18next.language).toBe('fr');
  });
});
