/** One choice of a select field; `label` is already translated. */
export interface ListFieldOption {
  value: string;
  label: string;
}

interface ListFieldBase {
  /** The property of the item's value, e.g. 'title'. */
  name: string;
  /** Already translated, e.g. t('fields.title'). */
  label: string;
}

/** A declarative field of a list item: the list family renders, edits and labels it. */
export type ListField =
  | (ListFieldBase & { kind: 'text' | 'multiline' })
  | (ListFieldBase & { kind: 'select'; options: readonly ListFieldOption[] });

/** A list item's value: string fields by name; an unset select is absent. */
export type ListValue = { [field: string]: string | undefined };

/** What a field shows for a value: the option's label for selects, the text otherwise. */
export function fieldDisplay(field: ListField, value: ListValue): string {
  const raw = value[field.name] ?? '';
  if (field.kind !== 'select') return raw;
  return field.options.find((option) => option.value === raw)?.label ?? '';
}

/** The value a form produces: selects left empty are removed, so the JSON Schema's enums hold. */
export function withoutEmptySelects(fields: readonly ListField[], value: ListValue): ListValue {
  const result: ListValue = { ...value };
  for (const field of fields) if (field.kind === 'select' && !result[field.name]) delete result[field.name];
  return result;
}
