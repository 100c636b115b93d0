/**
 * The fields of a family module kind's items, declared once in the manifest as pure data (the server
 * reads it too). Each field kind knows its JSON Schema here and its form control in the family views, so
 * the stored schema, the form and the validation cannot drift apart.
 *
 * Adding a field kind (a registry assignment such as tags or stakeholders): add its declaration to `FieldDeclaration`, its schema to `FIELD_SCHEMAS`, its control to
 * the family's field input and its display to `fieldDisplay`; TypeScript points at each place, since all
 * of them switch over `FieldKind` exhaustively.
 */
import type { FieldLookup } from '../../core/domain/lookups';
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

export type FieldDeclaration =
  | TextFieldDeclaration
  | NumberFieldDeclaration
  | DateFieldDeclaration
  | CheckboxFieldDeclaration
  | SelectFieldDeclaration
  | LookupFieldDeclaration
  | UserFieldDeclaration
  | ChecklistFieldDeclaration;

export type FieldKind = FieldDeclaration['kind'];

/** One entry of a checklist field. */
export interface ChecklistEntry {
  text: string;
  done: boolean;
}

/** What an item's value holds for a field. */
export type FieldValue = string | number | boolean | readonly ChecklistEntry[];

/** Longest text of one checklist entry, and most entries unless the field says otherwise. */
export const CHECKLIST_ENTRY_MAX_LENGTH = 500;
export const CHECKLIST_MAX_ITEMS = 100;

export const TEXT_MAX_LENGTHS: Record<TextFieldDeclaration['kind'], number> = {
  text: 500,
  multiline: 10000,
  richText: 50000,
  url: 2000,
};

const withDefault = (schema: JsonSchema, field: FieldDeclaration): JsonSchema =>
  field.default === undefined ? schema : { ...schema, default: field.default };

/** A stored row's id (a lookup item, a user); an optional one may be null as well as absent (the form leaves it out). */
const idSchema = (field: FieldDeclaration): JsonSchema => ({ type: field.required ? 'integer' : ['integer', 'null'], minimum: 1 });

const FIELD_SCHEMAS: { [K in FieldKind]: (field: FieldDeclaration & { kind: K }) => JsonSchema } = {
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

export function fieldSchema(field: FieldDeclaration): JsonSchema {
  const schemaOf = FIELD_SCHEMAS[field.kind] as (field: FieldDeclaration) => JsonSchema;
  return withDefault(schemaOf(field), field);
}

/** The JSON Schema of an item: an object of exactly these properties, the required ones required. */
export function itemSchema(fields: readonly FieldDeclaration[], extra: Record<string, JsonSchema> = {}): JsonSchema {
  const properties = { ...extra, ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])) };
  const required = [...Object.keys(extra), ...fields.filter((field) => field.required).map((field) => field.name)];
  return { type: 'object', additionalProperties: false, required, properties };
}
