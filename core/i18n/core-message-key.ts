/**
 * The core namespace's English is the type of its keys (module augmentation of i18next): a misspelt key of the
 * core namespace does not compile.
 */
import type { ParseKeys } from 'i18next';
import { CORE_NAMESPACE, type coreEn } from './en';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    core: typeof coreEn;
  }
}

/** A key of the core namespace. */
export type CoreMessageKey = ParseKeys<typeof CORE_NAMESPACE>;

/** `key` with the core namespace before it, for a translate function of any namespace. */
export function coreKey<Key extends CoreMessageKey>(key: Key): `${typeof CORE_NAMESPACE}:${Key}` {
  return `${CORE_NAMESPACE}:${key}`;
}
