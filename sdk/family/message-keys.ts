import type { PluginManifest } from '../manifest';
import type { FieldDeclaration } from './field-declaration';

/** The message key of a field's label. */
export const fieldLabelKey = (field: Pick<FieldDeclaration, 'name'>) => `fields.${field.name}`;
/** The message key of a select option's label. */
export const optionLabelKey = (field: Pick<FieldDeclaration, 'name'>, option: string) => `options.${field.name}.${option}`;
export const areaTitleKey = (area: string) => `areas.${area}.title`;
export const areaHintKey = (area: string) => `areas.${area}.hint`;
/** One list item in the user's words, lower case: "risk" makes "Add risk". */
export const ITEM_LABEL_KEY = 'item';
/** A registry kind's items and their groups in the user's words, plural: "Stakeholders", "Roles". */
export const ITEMS_LABEL_KEY = 'items';
export const GROUPS_LABEL_KEY = 'groups';
/**
 * A board's column set in the user's words: one column in a sentence ("iteration"), as a heading ("Iteration"),
 * the view's title ("Iterations"), and the column of the cards in none ("No iteration").
 */
export const COLUMN_SET_LABELS = ['item', 'label', 'items', 'none'] as const;
export const columnSetLabelKey = (cardField: string, label: (typeof COLUMN_SET_LABELS)[number]) => `columns.${cardField}.${label}`;
export const columnFieldLabelKey = (cardField: string, field: Pick<FieldDeclaration, 'name'>) => `columns.${cardField}.fields.${field.name}`;
/** What a module's card says of its content (manifest `cardSummary`): "{{done}} of {{total}} done", "{{count}} images". */
export const CARD_SUMMARY_KEY = 'cardSummary';

function fieldMessageKeys(fields: readonly FieldDeclaration[]): string[] {
  return fields.flatMap((field) => [
    fieldLabelKey(field),
    ...(field.kind === 'select' ? field.options.map((option) => optionLabelKey(field, option)) : []),
  ]);
}
/** An embed kind's words: empty states, its URL field's label, help and refusal, and its "open" link. */
export const EMBED_LABEL_KEYS = ['empty', 'emptyReadOnly', 'urlLabel', 'urlHelp', 'urlRefused', 'open'];
/** What a kind framing the company's hosts says while the company allows none. */
export const EMBED_NO_HOSTS_KEY = 'noHosts';

/** Every message key a manifest implies: the kind's title and description, and its family's labels. */
export function impliedMessageKeys(manifest: PluginManifest): string[] {
  const list = manifest.list ? [ITEM_LABEL_KEY, ...fieldMessageKeys(manifest.list.fields)] : [];
  const board = manifest.board
    ? [
        ITEM_LABEL_KEY,
        ...fieldMessageKeys(manifest.board.cardFields),
        ...manifest.board.columnSets.flatMap((set) => [
          ...COLUMN_SET_LABELS.map((label) => columnSetLabelKey(set.cardField, label)),
          ...(set.fields ?? []).map((field) => columnFieldLabelKey(set.cardField, field)),
        ]),
      ]
    : [];
  const canvas = manifest.canvas?.areas.flatMap((area) => [areaTitleKey(area), areaHintKey(area)]) ?? [];
  const registry = manifest.registry ? [ITEM_LABEL_KEY, ITEMS_LABEL_KEY, ...(manifest.registry.groups ? [GROUPS_LABEL_KEY] : [])] : [];
  const embed = manifest.embed
    ? [ITEM_LABEL_KEY, ...EMBED_LABEL_KEYS, ...(manifest.embed.source.kind === 'companyHosts' ? [EMBED_NO_HOSTS_KEY] : [])]
    : [];
  const cardSummary = manifest.cardSummary ? [CARD_SUMMARY_KEY] : [];
  return ['title', 'description', ...list, ...board, ...canvas, ...registry, ...embed, ...cardSummary];
}

/** The message at a dotted key of one language's bundle, if it is a string. */
export function messageAt(bundle: Record<string, unknown>, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  return typeof found === 'string' ? found : undefined;
}

/** The implied keys each language of a plugin's messages lacks, as 'en: fields.title'. */
export function missingMessages(manifest: PluginManifest, messages: Record<string, Record<string, unknown>> = {}): string[] {
  const languages = Object.keys(messages).length > 0 ? Object.keys(messages) : ['en'];
  return languages.flatMap((language) =>
    impliedMessageKeys(manifest)
      .filter((key) => messageAt(messages[language] ?? {}, key) === undefined)
      .map((key) => `${language}: ${key}`),
  );
}
