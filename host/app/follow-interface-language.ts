import type { Subscription } from 'rxjs';
import { preferredInterfaceLanguage } from '../../core/domain/interface-languages';
import type { CurrentUserStore } from '../../core/services/current-user-store';
import type { LanguageSwitcher } from '../i18n/language-switcher';

/**
 * Shows the interface in the signed-in person's language (saved on the profile page, applied at once) and,
 * before sign-in or after sign-out, in the first of the browser's languages the interface speaks.
 */
export function followInterfaceLanguage(
  users: CurrentUserStore,
  switcher: LanguageSwitcher,
  browserLanguages: readonly string[],
  onFailure: (error: unknown) => void,
): Subscription {
  return users.user$.subscribe((user) => {
    if (user === undefined) return;
    switcher.use(user?.language ?? preferredInterfaceLanguage(browserLanguages)).catch(onFailure);
  });
}
