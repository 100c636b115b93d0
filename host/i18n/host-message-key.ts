/**
 * The host namespace's English is the type of its keys (module augmentation of i18next): a misspelt key given to
 * `useTranslation('host')`'s `t` or a `TFunction<'host'>` does not compile. Types only; nothing here runs.
 */
import type { ParseKeys } from 'i18next';
import type { hostEn, HOST_NAMESPACE } from './en';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    host: typeof hostEn;
  }
  interface CustomTypeOptions {
    // The app's I18nextProvider translates in the host namespace when a hook names none.
    defaultNS: typeof HOST_NAMESPACE;
    // Keys only: what a message's `{{placeholders}}` take stays as loosely typed as before.
    parseInterpolation: false;
  }
}

/** A key of the host namespace, for a table of keys (a page's title, a tab's label) translated later. */
export type HostMessageKey = ParseKeys<typeof HOST_NAMESPACE>;
