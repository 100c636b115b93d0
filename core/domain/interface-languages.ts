/**
 * The languages the interface can be shown in, each named in itself; a person's choice is stored as
 * users.language. English is bundled, the others load when first needed.
 */
export const INTERFACE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'ar', name: 'العربية' },
  { code: 'pt', name: 'Português (Brasil)' },
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

const CODES: readonly string[] = INTERFACE_LANGUAGES.map(({ code }) => code);

export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return CODES.includes(code);
}

/**
 * The first of the browser's preferred languages (navigator.languages, e.g. ['de-AT', 'en']) the interface
 * speaks, by its primary subtag; English when none.
 */
export function preferredInterfaceLanguage(preferences: readonly string[]): InterfaceLanguage {
  for (const preference of preferences) {
    const primary = preference.split('-')[0].toLowerCase();
    if (isInterfaceLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
