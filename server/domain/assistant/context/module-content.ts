/** What a family renderer reads: the module, its kind's manifest and its entity values by attribute key. */
import { htmlAsText } from '../../../../core/domain/html-text';
import type { PluginManifest } from '../../../../sdk/manifest';

export interface ModuleContent {
  name: string;
  description: string;
  manifest: PluginManifest;
  /** Each attribute's values, in position order. */
  values: ReadonlyMap<string, readonly Record<string, unknown>[]>;
}

/** A family's text rendering of a module's content, one line per item. */
export type FamilyRenderer = (content: ModuleContent) => string[];

/** A stored field value as words; null for nothing worth saying. */
export function valueWords(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value.includes('<') ? htmlAsText(value) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    const words = value.map((entry) => (entry && typeof entry === 'object' && 'text' in entry ? `${(entry as { done?: boolean }).done ? '[x]' : '[ ]'} ${String((entry as { text: unknown }).text)}` : valueWords(entry)));
    const shown = words.filter((w): w is string => w !== null);
    return shown.length > 0 ? shown.join('; ') : null;
  }
  return null;
}

/** `name: value; name: value` of the named properties that hold something. */
export function fieldsLine(value: Record<string, unknown>, names: readonly string[]): string {
  return names
    .map((name) => [name, valueWords(value[name])] as const)
    .filter(([, words]) => words !== null)
    .map(([name, words]) => `${name}: ${words}`)
    .join('; ');
}
