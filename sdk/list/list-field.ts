import type { LookupItem } from '../../core/domain/lookups';
import type { FieldDeclaration, FieldValue } from '../family/field-declaration';
import type { ProjectMember } from '../members/project-members';

/**
 * A declared field with its labels translated: `label`, and for a select each option's label by value.
 * A lookup field carries its lookup's items once they have loaded, a user field the project's members.
 */
export type ListField = FieldDeclaration & {
  label: string;
  optionLabels?: Readonly<Record<string, string>>;
  lookupItems?: readonly LookupItem[];
  members?: readonly ProjectMember[];
};

/** A list item's value: field values by name; an unset optional field is absent. */
export type ListValue = { [field: string]: FieldValue | undefined };

const isEmpty = (value: FieldValue | undefined) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A checklist's entries that have text; an entry left blank in the form is not kept. */
const filledEntries = (value: FieldValue | undefined) => (Array.isArray(value) ? value.filter((entry) => entry.text.trim() !== '') : []);

/** The lookup item a lookup field's value names, once the lookup has loaded. */
export function lookupItemOf(field: ListField, value: ListValue): LookupItem | undefined {
  const raw = value[field.name];
  return field.kind === 'lookup' ? field.lookupItems?.find((item) => item.id === raw) : undefined;
}

/** The project member a user field's value names, once the members have loaded. */
export function memberOf(field: ListField, value: ListValue): ProjectMember | undefined {
  const raw = value[field.name];
  return field.kind === 'user' ? field.members?.find((member) => member.id === raw) : undefined;
}

/** What a field shows for a value: an option's, lookup item's or member's name, a ticked checkbox's label, the value otherwise. */
export function fieldDisplay(field: ListField, value: ListValue): string {
  const raw = value[field.name];
  if (isEmpty(raw)) return '';
  if (field.kind === 'select') return field.optionLabels?.[String(raw)] ?? '';
  if (field.kind === 'lookup') return lookupItemOf(field, value)?.name ?? '';
  if (field.kind === 'user') return memberOf(field, value)?.name ?? '';
  if (field.kind === 'checkbox') return raw === true ? field.label : '';
  if (field.kind === 'checklist') {
    const entries = filledEntries(raw);
    return `${entries.filter((entry) => entry.done).length}/${entries.length}`;
  }
  return String(raw);
}

/** The value a form produces: optional fields left empty are removed, so the generated JSON Schema holds. */
export function formValue(fields: readonly ListField[], draft: ListValue): ListValue {
  const result: ListValue = { ...draft };
  for (const field of fields) {
    if (field.kind === 'checklist' && result[field.name] !== undefined) result[field.name] = filledEntries(result[field.name]);
    if (!field.required && isEmpty(result[field.name])) delete result[field.name];
  }
  return result;
}

/** The values a field chooses among, with their labels: a select's options, a lookup's items; null for other kinds. */
export function fieldChoices(field: ListField): Array<{ value: string; label: string }> | null {
  if (field.kind === 'select') return field.options.map((option) => ({ value: option, label: field.optionLabels?.[option] ?? option }));
  if (field.kind === 'lookup') return (field.lookupItems ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return null;
}

/** A new item: each field's declared default. */
export function fieldDefaults(fields: readonly FieldDeclaration[]): ListValue {
  return Object.fromEntries(fields.filter((field) => field.default !== undefined).map((field) => [field.name, field.default]));
}
