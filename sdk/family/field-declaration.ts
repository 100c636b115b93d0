/**
 * The fields of a family module kind's items, declared once in the manifest as pure data (the server
 * reads it too). Each field kind knows its JSON Schema here and its form control in the family views, so
 * the stored schema, the form and the validation cannot drift apart.
 *
 * Adding a field kind: add its declaration to `FieldDeclaration`, its schema to `FIELD_SCHEMAS`, its control to
 * the family's field input and its display to `fieldDisplay`; TypeScript points at each place, since all
 * of them switch over `FieldKind` exhaustively. Assignment fields (tags, stakeholders, products and
 * services) are the exception: they are not in the value, so they have no schema.
 */
import type { FieldLookup } from '../../core/domain/lookups';
import type { AssignmentField } from '../../core/domain/registry-types';
import type { JsonSchema } from '../entity-attribute';

interface FieldCommon {
  /** The property of the item's value, e.g. 'title'; also its message key `fields.<name>`. */
  name: string;
  /** The server refuses an item without this property. */
  required?: boolean;
}

interface TextFieldDeclaration extends FieldCommon {
  kind: 'text' | 'multiline' | 'richText' | 'url';
  /** Longest value; each kind has a sensible default (TEXT_MAX_LENGTHS). */
  maxLength?: number;
  default?: string;
}

interface NumberFieldDeclaration extends FieldCommon {
  kind: 'number';
  minimum?: number;
  maximum?: number;
  default?: number;
}

interface DateFieldDeclaration extends FieldCommon {
  kind: 'date';
  /** An ISO date, YYYY-MM-DD. */
  default?: string;
}

interface CheckboxFieldDeclaration extends FieldCommon {
  kind: 'checkbox';
  default?: boolean;
}

interface SelectFieldDeclaration extends FieldCommon {
  kind: 'select';
  /** The stored values; each one's label is the message `options.<field>.<value>`. */
  options: readonly string[];
  default?: string;
}

/** A system-wide lookup's item (risk impacts, driver types, ...), stored by its id. */
interface LookupFieldDeclaration extends FieldCommon {
  kind: 'lookup';
  lookup: FieldLookup;
  /** None: item ids differ from one installation to the next. */
  default?: never;
}

/** A member of the project (a user with access to it), stored by the user's id. */
interface UserFieldDeclaration extends FieldCommon {
  kind: 'user';
  /** None: user ids differ from one installation to the next. */
  default?: never;
}

/** A list of entries to tick off, such as acceptance criteria: `[{ text, done }]`. */
interface ChecklistFieldDeclaration extends FieldCommon {
  kind: 'checklist';
  /** Most entries; 100 unless given. */
  maxItems?: number;
  default?: readonly ChecklistEntry[];
}

/**
 * A registry's items the item is assigned, shown and edited as one of its fields. They are kept in the
 * entity value's assignment array (`stakeholder_ids`, ...), not in its value: declaring one, or removing
 * it, changes no stored value.
 */
interface AssignmentFieldDeclaration extends FieldCommon {
  kind: AssignmentFieldKind;
  /** An assignment array is never required; it may be empty. */
  required?: never;
  default?: never;
}

/** The assignment array each assignment field kind binds to. */
export const ASSIGNMENT_FIELD_ARRAYS = {
  tags: 'tag_ids',
  stakeholders: 'stakeholder_ids',
  productsAndServices: 'product_and_service_item_ids',
} as const satisfies Record<string, AssignmentField>;
export type AssignmentFieldKind = keyof typeof ASSIGNMENT_FIELD_ARRAYS;

export type FieldDeclaration =
  | TextFieldDeclaration
  | NumberFieldDeclaration
  | DateFieldDeclaration
  | CheckboxFieldDeclaration
  | SelectFieldDeclaration
  | LookupFieldDeclaration
  | UserFieldDeclaration
  | ChecklistFieldDeclaration
  | AssignmentFieldDeclaration;

export type FieldKind = FieldDeclaration['kind'];
/** The fields kept in the item's value, and so in its JSON Schema. */
export type ValueFieldDeclaration = Exclude<FieldDeclaration, AssignmentFieldDeclaration>;

export function isAssignmentField(field: Pick<FieldDeclaration, 'kind'>): field is AssignmentFieldDeclaration {
  return Object.hasOwn(ASSIGNMENT_FIELD_ARRAYS, field.kind);
}

/** The assignment array a field binds to; undefined for a field kept in the value. */
export function assignmentArrayOf(field: Pick<FieldDeclaration, 'kind'>): AssignmentField | undefined {
  return isAssignmentField(field) ? ASSIGNMENT_FIELD_ARRAYS[field.kind] : undefined;
}

/** One entry of a checklist field. */
export interface ChecklistEntry {
  text: string;
  done: boolean;
}

/** What an item's value holds for a field; an assignment field's registry item ids, as the list family shows the item. */
export type FieldValue = string | number | boolean | readonly ChecklistEntry[] | readonly number[];

/** Longest text of one checklist entry, and most entries unless the field says otherwise. */
export const CHECKLIST_ENTRY_MAX_LENGTH = 500;
export const CHECKLIST_MAX_ITEMS = 100;

export const TEXT_MAX_LENGTHS: Record<TextFieldDeclaration['kind'], number> = {
  text: 500,
  multiline: 10000,
  richText: 50000,
  url: 2000,
};

const withDefault = (schema: JsonSchema, field: ValueFieldDeclaration): JsonSchema =>
  field.default === undefined ? schema : { ...schema, default: field.default };

/** A stored row's id (a lookup item, a user); an optional one may be null as well as absent (the form leaves it out). */
const idSchema = (field: ValueFieldDeclaration): JsonSchema => ({ type: field.required ? 'integer' : ['integer', 'null'], minimum: 1 });

type ValueFieldKind = ValueFieldDeclaration['kind'];

const FIELD_SCHEMAS: { [K in ValueFieldKind]: (field: ValueFieldDeclaration & { kind: K }) => JsonSchema } = {
  text: (field) => ({ type: 'string', maxLength: field.maxLength ?? TEXT_MAX_LENGTHS.text }),
  multiline: (field) => ({ type: 'string', maxLength: field.maxLength ?? TEXT_MAX_LENGTHS.multiline }),
  richText: (field) => ({ type: 'string', maxLength: field.maxLength ?? TEXT_MAX_LENGTHS.richText }),
  url: (field) => ({ type: 'string', format: 'uri', pattern: '^https?://', maxLength: field.maxLength ?? TEXT_MAX_LENGTHS.url }),
  number: (field) => ({ type: 'number', ...pick(field, 'minimum', 'maximum') }),
  date: () => ({ type: 'string', format: 'date' }),
  checkbox: () => ({ type: 'boolean' }),
  select: (field) => ({ enum: [...field.options] }),
  lookup: (field) => idSchema(field),
  user: (field) => idSchema(field),
  checklist: (field) => ({
    type: 'array',
    maxItems: field.maxItems ?? CHECKLIST_MAX_ITEMS,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'done'],
      properties: { text: { type: 'string', maxLength: CHECKLIST_ENTRY_MAX_LENGTH }, done: { type: 'boolean' } },
    },
  }),
};

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Partial<Pick<T, K>>;
}

export function fieldSchema(field: ValueFieldDeclaration): JsonSchema {
  const schemaOf = FIELD_SCHEMAS[field.kind] as (field: ValueFieldDeclaration) => JsonSchema;
  return withDefault(schemaOf(field), field);
}

/** The fields of an item's value: every field but the assignment ones. */
export const valueFields = (fields: readonly FieldDeclaration[]): ValueFieldDeclaration[] =>
  fields.filter((field): field is ValueFieldDeclaration => !isAssignmentField(field));

/** The JSON Schema of an item: an object of exactly its value's properties, the required ones required. */
export function itemSchema(fields: readonly FieldDeclaration[], extra: Record<string, JsonSchema> = {}): JsonSchema {
  const kept = valueFields(fields);
  const properties = { ...extra, ...Object.fromEntries(kept.map((field) => [field.name, fieldSchema(field)])) };
  const required = [...Object.keys(extra), ...kept.filter((field) => field.required).map((field) => field.name)];
  return { type: 'object', additionalProperties: false, required, properties };
}
