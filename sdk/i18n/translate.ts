type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** A plural's key may be named without its `_one`/`_other`… ending: i18next picks the form from `count`. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base | Key : Key;

/** The keys of a namespace's English messages (`typeof en`): dotted paths to its strings. */
export type MessageKey<Messages> = {
  [Name in keyof Messages & string]: Messages[Name] extends string ? WithoutPlural<Name> : `${Name}.${MessageKey<Messages[Name]>}`;
}[keyof Messages & string];

/**
 * A translation function bound to one namespace. `Translate<MessageKey<typeof en>>` takes only the keys of that
 * English, so a misspelt key does not compile; plain `Translate` takes any key, for code that translates in a
 * namespace known only at run time (the SDK's family views translate in the namespace of the plugin they show).
 */
export type Translate<Key extends string = string> = (key: Key, options?: Record<string, unknown>) => string;
