import type { Namespace, TFunction } from 'i18next';

/** A translate function of any namespace, whether its keys are typed or not. */
export type AnyTranslate = TFunction<Namespace> | ((key: never, options: never) => unknown);

/** A translate function that takes any key: the compiler checks none. */
export type UntypedKeyTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The one way out of typed message keys: the same `t`, taking any string. Only for a key no union of keys can
 * name: one in a namespace known only at run time (a plugin's segment, a tour's), one built from a value the
 * server or a plugin chooses, or a `core:` key given to a `t` of another namespace. Everywhere else `t` takes a
 * literal key or a union of keys (`HostMessageKey`, a template over a union type), checked against the English.
 */
export function untypedKeys(t: AnyTranslate): UntypedKeyTranslate {
  return t as unknown as UntypedKeyTranslate;
}
