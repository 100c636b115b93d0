/**
 * A list kind's field and option labels, as its plugin's catalogues (plugins/<segment>/locales/<language>.json)
 * give them in every language, so an import reads the headers the list's own CSV download writes ("Driver", "Impact")
 * and a select by the label a person sees ("High"). Read once per kind; a plugin without messages has none.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGINS_DIR } from '../module-registry';

export interface ListLabels {
  /** Field name → its labels. */
  fields: Map<string, string[]>;
  /** Field name → option value → its labels. */
  options: Map<string, Map<string, string[]>>;
}

const ENGLISH_CATALOGUE = 'en.json';
const cache = new Map<string, ListLabels>();

const texts = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

function readLabels(segment: string): ListLabels {
  const labels: ListLabels = { fields: new Map(), options: new Map() };
  const folder = join(PLUGINS_DIR, segment, 'locales');
  if (!existsSync(folder)) return labels;
  // English first: the server's own messages (an import's row errors) name a field by its first label.
  const catalogues = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number(b === ENGLISH_CATALOGUE) - Number(a === ENGLISH_CATALOGUE))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>);
  for (const language of catalogues) {
    for (const [field, label] of Object.entries(texts(language.fields))) push(labels.fields, field, label);
    for (const [field, options] of Object.entries((language.options as Record<string, unknown> | undefined) ?? {})) {
      const byValue = labels.options.get(field) ?? new Map<string, string[]>();
      for (const [value, label] of Object.entries(texts(options))) push(byValue, value, label);
      labels.options.set(field, byValue);
    }
  }
  return labels;
}

export function listLabels(segment: string): ListLabels {
  let labels = cache.get(segment);
  if (!labels) cache.set(segment, (labels = readLabels(segment)));
  return labels;
}
