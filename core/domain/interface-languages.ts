/** The languages the interface can be shown in; a person's choice is stored as users.language. */
export const INTERFACE_LANGUAGES = [{ code: 'en', name: 'English' }] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];
