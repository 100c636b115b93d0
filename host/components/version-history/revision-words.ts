/**
 * What a revision item changed, in the reader's words: "Added “Late supplier”", "Changed “Owner” of
 * “Delay” from Ann to Bob". Pure: the caller passes its translate function (host namespace) and its field namer.
 */
import type { RevisionFieldChange, RevisionItemChange } from '../../../core/domain/module-revision-types';
import type { HostMessageKey } from '../../i18n/host-message-key';

export type Translate = (key: HostMessageKey, options?: Record<string, unknown>) => string;

/** A field's name as the reader's language has it; `ofModule` for the module's own fields (name, status, ...). */
export type FieldNamer = (name: string, ofModule: boolean) => string;

const MAX_VALUE_LENGTH = 40;

/** 'due_date' → 'Due date': a field no message names is spelled out from its key. */
export function fieldWords(name: string): string {
  const spaced = name.replace(/_ids?$/, '').replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field's value as a reader can take it in at a glance, or null when it is not a simple value. */
function valueWords(value: unknown, t: Translate): string | null {
  if (value === null || value === undefined || value === '') return t('versionHistory.empty');
  if (typeof value === 'boolean') return t(value ? 'versionHistory.yes' : 'versionHistory.no');
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const plain = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return `“${plain.length > MAX_VALUE_LENGTH ? `${plain.slice(0, MAX_VALUE_LENGTH - 1)}…` : plain}”`;
}

function fieldSentence(item: RevisionItemChange, field: RevisionFieldChange, t: Translate, nameField: FieldNamer): string {
  const before = valueWords(field.before, t);
  const after = valueWords(field.after, t);
  const fromTo = before !== null && after !== null;
  const params = { field: nameField(field.name, item.entity_value_id === null), label: item.label, before, after };
  if (item.entity_value_id === null) return t(fromTo ? 'versionHistory.moduleFieldFromTo' : 'versionHistory.moduleField', params);
  if (item.label === null) return t(fromTo ? 'versionHistory.changedUnnamedFromTo' : 'versionHistory.changedUnnamed', params);
  return t(fromTo ? 'versionHistory.changedFromTo' : 'versionHistory.changed', params);
}

/** One sentence per change: one for an added or removed item, one per changed field (a move is one sentence). */
export function revisionItemSentences(item: RevisionItemChange, t: Translate, nameField: FieldNamer): string[] {
  const named = item.label !== null;
  if (item.change === 'added') return [named ? t('versionHistory.added', { label: item.label }) : t('versionHistory.addedUnnamed')];
  if (item.change === 'removed') return [named ? t('versionHistory.removed', { label: item.label }) : t('versionHistory.removedUnnamed')];
  const fields = item.fields.filter((field) => field.name !== 'order');
  if (fields.length === 0) return [named ? t('versionHistory.moved', { label: item.label }) : t('versionHistory.movedUnnamed')];
  return fields.map((field) => fieldSentence(item, field, t, nameField));
}
