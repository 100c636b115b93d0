import type { LookupItem } from '../../core/domain/lookups';
import { ASSIGNMENT_FIELDS, type AssignmentField } from '../../core/domain/registry-types';
import type { EntityItem } from '../entity-values/entity-item';
import { assignmentArrayOf, isAssignmentField, type AssignmentFieldKind, type FieldDeclaration, type FieldValue } from '../family/field-declaration';
import type { ProjectMember } from '../members/project-members';
import { chosenOptions, type AssignmentOption } from '../registries/use-assignment-options';

/**
 * A declared field with its labels translated: `label`, and for a select each option's label by value.
 * A lookup field carries its lookup's items once they have loaded, a user field the project's members,
 * an assignment field its registry's items.
 */
export type ListField = FieldDeclaration & {
  label: string;
  optionLabels?: Readonly<Record<string, string>>;
  lookupItems?: readonly LookupItem[];
  members?: readonly ProjectMember[];
  assignmentOptions?: readonly AssignmentOption[];
};

/** A field kept in the item's value, edited by the family's field input. */
export type ListValueField = Exclude<ListField, { kind: AssignmentFieldKind }>;

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

/** The registry items an assignment field's value names, in their assigned order; ones since deleted are left out. */
export function assignedOptionsOf(field: ListField, value: ListValue): AssignmentOption[] {
  const ids = value[field.name];
  return isAssignmentField(field) && Array.isArray(ids) ? chosenOptions(field.assignmentOptions ?? [], ids as number[]) : [];
}

/**
 * The item as the list shows it: its value with each assignment field's ids from the matching assignment
 * array, so the table, its sorting, filters and export read every field alike. The item itself when the
 * kind declares no assignment field.
 */
export function withAssignmentFields(fields: readonly FieldDeclaration[], item: EntityItem<ListValue>): EntityItem<ListValue> {
  const bound = fields.filter(isAssignmentField);
  if (bound.length === 0) return item;
  const arrays = Object.fromEntries(bound.map((field) => [field.name, item.assignments?.[assignmentArrayOf(field)!] ?? []]));
  return { ...item, value: { ...item.value, ...arrays } };
}

/** The assignment arrays no field declares: the ones the generic Assign control, chips and filter still offer. */
export function undeclaredAssignmentArrays(fields: readonly FieldDeclaration[]): AssignmentField[] {
  const declared = new Set(fields.map(assignmentArrayOf));
  return ASSIGNMENT_FIELDS.filter((array) => !declared.has(array));
}

/** What a field shows for a value: an option's, lookup item's or member's name, a ticked checkbox's label, assigned names joined by '; ', the value otherwise. */
export function fieldDisplay(field: ListField, value: ListValue): string {
  const raw = value[field.name];
  if (isEmpty(raw)) return '';
  if (isAssignmentField(field)) return assignedOptionsOf(field, value).map((option) => option.name).join('; ');
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

/** The values a field chooses among, with their labels: a select's options, a lookup's or a registry's items; null for other kinds. */
export function fieldChoices(field: ListField): Array<{ value: string; label: string }> | null {
  if (field.kind === 'select') return field.options.map((option) => ({ value: option, label: field.optionLabels?.[option] ?? option }));
  if (field.kind === 'lookup') return (field.lookupItems ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  if (isAssignmentField(field)) return (field.assignmentOptions ?? []).map((option) => ({ value: String(option.id), label: option.name }));
  return null;
}

/** A new item: each field's declared default. */
export function fieldDefaults(fields: readonly FieldDeclaration[]): ListValue {
  return Object.fromEntries(fields.filter((field) => field.default !== undefined).map((field) => [field.name, field.default]));
}
