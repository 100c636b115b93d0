import type { i18n as I18next } from 'i18next';

/** `<html lang dir>` follow the interface language, for screen readers, fonts and the browser's own controls. */
export function mirrorLanguageOnDocument(i18next: I18next, root: HTMLElement): void {
  const mirror = (language: string) => {
    root.lang = language;
    root.dir = i18next.dir(language);
  };
  mirror(i18next.language);
  i18next.on('languageChanged', mirror);
}
