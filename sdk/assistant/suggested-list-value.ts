import type { SuggestedItem } from '../../core/domain/assistant-types';
import {
  CHECKLIST_ENTRY_MAX_LENGTH,
  CHECKLIST_MAX_ITEMS,
  TEXT_MAX_LENGTHS,
  isAssignmentField,
  type FieldDeclaration,
  type FieldValue,
  type ValueFieldDeclaration,
} from '../family/field-declaration';
import { fieldDefaults, type ListValue } from '../list/list-field';

type Suggested = string | number;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as rich text: a paragraph per line, escaped, so nothing the model writes becomes markup. */
const asRichText = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * A suggested value as the field stores it, or undefined when it does not fit (an unknown option, a number out
 * of bounds, a lookup or a user, whose ids the model cannot know): the item is then saved without it rather than
 * refused by the server.
 */
export function fieldValueOf(field: ValueFieldDeclaration, suggested: Suggested): FieldValue | undefined {
  const text = String(suggested).trim();
  switch (field.kind) {
    case 'text':
    case 'multiline':
      return text.slice(0, field.maxLength ?? TEXT_MAX_LENGTHS[field.kind]) || undefined;
    case 'richText': {
      const html = asRichText(text);
      return html && html.length <= (field.maxLength ?? TEXT_MAX_LENGTHS.richText) ? html : undefined;
    }
    case 'url':
      return WEB_ADDRESS.test(text) && text.length <= (field.maxLength ?? TEXT_MAX_LENGTHS.url) ? text : undefined;
    case 'number': {
      const number = typeof suggested === 'number' ? suggested : Number(text);
      if (text === '' || !Number.isFinite(number)) return undefined;
      if ((field.minimum !== undefined && number < field.minimum) || (field.maximum !== undefined && number > field.maximum)) return undefined;
      return number;
    }
    case 'date':
      return ISO_DATE.test(text) ? text : undefined;
    case 'checkbox':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
    case 'select':
      return field.options.find((option) => option.toLowerCase() === text.toLowerCase());
    case 'checklist': {
      const entries = text
        .split(/\r?\n/)
        .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
        .filter(Boolean)
        .slice(0, field.maxItems ?? CHECKLIST_MAX_ITEMS)
        .map((line) => ({ text: line.slice(0, CHECKLIST_ENTRY_MAX_LENGTH), done: false }));
      return entries.length > 0 ? entries : undefined;
    }
    case 'lookup':
    case 'user':
      return undefined;
  }
}

/** The field a suggestion's description goes to: one named `description`, else the first long text field. */
function descriptionField(fields: readonly ValueFieldDeclaration[], titleField: string): ValueFieldDeclaration | undefined {
  const long = fields.filter((field) => field.name !== titleField && (field.kind === 'multiline' || field.kind === 'richText'));
  return fields.find((field) => field.name === 'description' && field.name !== titleField) ?? long[0];
}

/**
 * A suggested item as a list kind's value: its name in the title field, its description in the description
 * field, and each suggested field the kind declares, as that field stores it (fieldValueOf). The result is
 * valid under the kind's generated JSON Schema, so accepting it never makes the server answer 422.
 */
export function suggestedListValue(fields: readonly FieldDeclaration[], item: SuggestedItem, titleField = fields[0].name): ListValue {
  const valueFields = fields.filter((field): field is ValueFieldDeclaration => !isAssignmentField(field));
  const value: ListValue = fieldDefaults(fields);
  const put = (field: ValueFieldDeclaration | undefined, suggested: Suggested | undefined) => {
    if (!field || suggested === undefined) return;
    const stored = fieldValueOf(field, suggested);
    if (stored !== undefined) value[field.name] = stored;
  };
  const description = descriptionField(valueFields, titleField);
  put(description, item.description);
  for (const [name, suggested] of Object.entries(item.fields ?? {})) {
    if (name !== titleField) put(valueFields.find((field) => field.name === name), suggested);
  }
  put(valueFields.find((field) => field.name === titleField), item.name);
  return value;
}
