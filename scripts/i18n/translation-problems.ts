/**
 * What is wrong with one translation of one English bundle, one line per problem: a key missing or extra, a
 * plural without one of its language's categories (CLDR, from Intl.PluralRules), a placeholder that differs
 * from English (`{{value}}`, `$t(namespace:key)`, `<0>` tags).
 */
type Messages = Readonly<Record<string, unknown>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Leaf messages by dotted key (a list's items by index); a value that is neither text nor a group is kept to be reported. */
function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [leaf, text] of flatten(value as Messages, path)) leaves.set(leaf, text);
    } else leaves.set(path, value);
  }
  return leaves;
}

/** The placeholders of a message, each once: `{{name}}` (format dropped), `$t(...)` and numbered tags. */
export function placeholdersOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${name}}}`);
  for (const [nesting] of text.matchAll(/\$t\([^)]*\)/g)) found.add(nesting);
  for (const [tag] of text.matchAll(/<\/?\d+\s*\/?>/g)) found.add(tag.replace(/\s/g, ''));
  return found;
}

const describe = (placeholders: Set<string>) => [...placeholders].sort().join(' ') || 'none';

function samePlaceholders(expected: Set<string>, actual: Set<string>): boolean {
  return expected.size === actual.size && [...expected].every((placeholder) => actual.has(placeholder));
}

/**
 * The plural groups of an English bundle (base key → its English forms) and its other keys. A group is
 * `x_one` with `x_other`, or with a bare `x` that i18next uses as the other form.
 */
function splitPlurals(english: Map<string, unknown>) {
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key || !(english.has(`${base}_other`) || english.has(base))) continue;
    const forms = plurals.get(base) ?? new Map<string, string>();
    forms.set(key.slice(base.length + 1), String(text));
    plurals.set(base, forms);
  }
  for (const [base, forms] of plurals) if (!forms.has('other')) forms.set('other', String(english.get(base)));
  const plain = new Map([...english].filter(([key]) => !plurals.has(key) && !plurals.has(key.replace(PLURAL_SUFFIX, ''))));
  return { plurals, plain };
}

export function translationProblems(english: Messages, translated: Messages, language: string): string[] {
  const problems: string[] = [];
  const source = flatten(english);
  const target = flatten(translated);
  const { plurals, plain } = splitPlurals(source);
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set(plain.keys());

  for (const [key, text] of plain) {
    const translation = target.get(key);
    if (translation === undefined) problems.push(`missing key "${key}"`);
    else if (typeof translation !== 'string') problems.push(`"${key}" is not text`);
    else if (typeof text === 'string' && !samePlaceholders(placeholdersOf(text), placeholdersOf(translation))) {
      problems.push(`"${key}" has placeholders ${describe(placeholdersOf(translation))}, English ${describe(placeholdersOf(text))}`);
    }
  }

  for (const [base, forms] of plurals) {
    expected.add(base);
    const other = placeholdersOf(forms.get('other') ?? '');
    const allowed = new Set([...other, ...placeholdersOf(forms.get('one') ?? '')]);
    // `_zero` is optional in every language: i18next uses it for a count of 0 when it is there.
    for (const category of new Set([...categories, 'zero'])) {
      const key = `${base}_${category}`;
      expected.add(key);
      // Like English, a translation may give its other form as the bare key.
      const translation = target.get(key) ?? (category === 'other' ? target.get(base) : undefined);
      if (translation === undefined) {
        if (categories.includes(category)) problems.push(`plural "${base}" lacks the category "${category}"`);
      } else if (typeof translation !== 'string') problems.push(`"${key}" is not text`);
      else if (category === 'other' ? !samePlaceholders(other, placeholdersOf(translation)) : [...placeholdersOf(translation)].some((p) => !allowed.has(p))) {
        problems.push(`"${key}" has placeholders ${describe(placeholdersOf(translation))}, English ${describe(other)}`);
      }
    }
  }

  for (const key of target.keys()) if (!expected.has(key)) problems.push(`key "${key}" is not in English`);
  return problems;
}
