/**
 * A spreadsheet cell as the value of a list field, reading what the exports write (the server's export.csv
 * and the list's own CSV): a select by its stored value or its label, a lookup by its item's name, a
 * checklist one entry per line with "[x]" for done ones, a checkbox as yes/no. Answers the value, or the
 * reason the cell does not fit; an empty cell is no value.
 */
import type { ChecklistEntry, FieldValue, ValueFieldDeclaration } from '../../../sdk/manifest';
import { nameKey } from './import-plan';

export interface ListCellContext {
  /** Each select field's accepted texts (values and labels, as name keys) to its stored value. */
  optionValues: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Each lookup's item names (as name keys) to ids. */
  lookupIds: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export type CellReading = { value: FieldValue } | { reason: string } | null;

const TRUE_TEXTS = new Set(['yes', 'true', '1', 'x', '✓']);
const FALSE_TEXTS = new Set(['no', 'false', '0', '']);
const CHECKLIST_ENTRY = /^\[( |x|X)?\]\s*(.*)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function checklist(text: string): ChecklistEntry[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').map((line) => {
    const entry = CHECKLIST_ENTRY.exec(line.trim());
    return entry ? { text: entry[2], done: entry[1]?.toLowerCase() === 'x' } : { text: line.trim(), done: false };
  });
}

export function readListCell(field: ValueFieldDeclaration, text: string, context: ListCellContext): CellReading {
  if (text === '') return null;
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'url':
      return { value: text };
    case 'richText':
      return { value: text.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
    case 'number': {
      const number = Number(text.replace(',', '.'));
      return Number.isFinite(number) ? { value: number } : { reason: `"${text}" is not a number.` };
    }
    case 'date':
      return ISO_DATE.test(text) ? { value: text } : { reason: `"${text}" is not a date written as YYYY-MM-DD.` };
    case 'checkbox':
      if (TRUE_TEXTS.has(text.toLowerCase())) return { value: true };
      return FALSE_TEXTS.has(text.toLowerCase()) ? { value: false } : { reason: `"${text}" is neither yes nor no.` };
    case 'select': {
      const value = context.optionValues.get(field.name)?.get(nameKey(text));
      return value === undefined ? { reason: `"${text}" is not one of the choices (${field.options.join(', ')}).` } : { value };
    }
    case 'lookup': {
      const id = context.lookupIds.get(field.lookup)?.get(nameKey(text));
      return id === undefined ? { reason: `"${text}" is not an item of this list's choices; an administrator can add it.` } : { value: id };
    }
    case 'checklist':
      return { value: checklist(text) };
    case 'user':
      // Users differ from one installation to the next and are not matched by name: the column is not imported.
      return null;
  }
}
