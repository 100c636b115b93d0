import { CORE_NAMESPACE } from '../../core/i18n/en';
import { ENTITY_DEFAULTS_NAMESPACE } from '../../core/i18n/entity-label-defaults';
import { SDK_NAMESPACE } from '../../sdk/i18n/sdk-messages';
import { HOST_NAMESPACE } from './en-shell';

type Messages = Record<string, unknown>;

/** The `<language>.json` files of one folder layout, each loading its own chunk, and the namespace a file fills. */
export interface TranslationLayout {
  readonly files: Readonly<Record<string, () => Promise<Messages>>>;
  namespaceOf(path: string): string;
}

const pluginSegment = (path: string) => path.split('/').at(-3) ?? '';

/**
 * Every translation into a language other than English (English is bundled with the code it belongs to). The
 * globs are lazy, so each file becomes a chunk fetched only when its language is first needed. A plugin's
 * folder is its segment (plugins/<segment>/locales), which is its namespace.
 */
export const TRANSLATION_LAYOUTS: readonly TranslationLayout[] = [
  { files: import.meta.glob<Messages>('../../core/i18n/locales/*.json', { import: 'default' }), namespaceOf: () => CORE_NAMESPACE },
  { files: import.meta.glob<Messages>('./locales/*.json', { import: 'default' }), namespaceOf: () => HOST_NAMESPACE },
  { files: import.meta.glob<Messages>('../../sdk/i18n/locales/*.json', { import: 'default' }), namespaceOf: () => SDK_NAMESPACE },
  {
    files: import.meta.glob<Messages>(['../../plugins/*/locales/*.json', '!../../plugins/*/locales/en.json'], { import: 'default' }),
    namespaceOf: pluginSegment,
  },
  {
    files: import.meta.glob<Messages>('../../core/i18n/entity-labels/*.json', { import: 'default' }),
    namespaceOf: () => ENTITY_DEFAULTS_NAMESPACE,
  },
];
