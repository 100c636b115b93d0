/** A list's items with their fields, one line each (the first declared field names the item). */
import type { ValueFieldDeclaration } from '../../../../sdk/manifest';
import { valueFields } from '../../../../sdk/manifest';
import { fieldsLine, type FamilyRenderer } from './module-content';

export const renderList: FamilyRenderer = ({ manifest, values }) => {
  const list = manifest.list;
  if (!list) return [];
  const names = valueFields(list.fields).map((field: ValueFieldDeclaration) => field.name);
  const items = values.get(list.itemKey) ?? [];
  return [`Items (${items.length}):`, ...items.map((item) => `- ${fieldsLine(item, names)}`)];
};
