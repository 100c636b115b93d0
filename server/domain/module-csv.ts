/**
 * GET .../entity_values/export.csv: a list module's items as CSV, one column per declared field (the
 * manifest's field names as headers, stored values as cells, rich text as plain text, a lookup's item by its
 * name, since its id means nothing outside this installation), in manual order. Assignment fields are not
 * in the stored value and are left out; the list view's own CSV download has them.
 * Needs module read, as listing the values does.
 */
import { and, eq } from 'drizzle-orm';
import { csvDocument } from '../../core/domain/csv';
import { htmlAsText } from '../../core/domain/html-text';
import { valueFields, type FieldDeclaration, type FieldValue } from '../../sdk/manifest';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { entityAttributes } from '../db/schema';
import { notFound } from '../errors';
import { selectKeyedValues, valuesOfModule } from './entity-value-rows';
import { LOOKUP_DECLARATIONS } from './lookups/lookup-declarations';
import { listLookup } from './lookups/lookup-store';
import { loadModuleAccess } from './module-access';
import type { ModuleRegistry } from './module-registry';

type LookupNames = ReadonlyMap<string, ReadonlyMap<number, string>>;

/** The item names of every lookup the fields use, by lookup. */
async function lookupNamesOf(db: Queryable, fields: readonly FieldDeclaration[]): Promise<LookupNames> {
  const lookups = new Set<string>(fields.flatMap((field) => (field.kind === 'lookup' ? [field.lookup] : [])));
  const declarations = LOOKUP_DECLARATIONS.filter((declaration) => lookups.has(declaration.resource));
  const entries = await Promise.all(
    declarations.map(async (declaration) => {
      const items = await listLookup(db, declaration);
      return [declaration.resource, new Map(items.map((item) => [item.id, item.name]))] as const;
    }),
  );
  return new Map(entries);
}

function cellText(field: FieldDeclaration, value: FieldValue | undefined, lookupNames: LookupNames): string {
  if (value === undefined || value === null) return '';
  if (field.kind === 'lookup') return lookupNames.get(field.lookup)?.get(Number(value)) ?? '';
  // A checklist is one line per entry, ticked ones marked, so a spreadsheet shows what is done.
  if (Array.isArray(value)) return value.map((entry) => `[${entry.done ? 'x' : ' '}] ${entry.text}`).join('\n');
  return field.kind === 'richText' ? htmlAsText(String(value)) : String(value);
}

export async function moduleItemsCsv(
  db: Queryable,
  registry: ModuleRegistry,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
): Promise<{ moduleName: string; csv: string }> {
  const { module } = await loadModuleAccess(db, auth, projectId, moduleId);
  const list = registry.moduleTypeByKey(module.type_key)?.manifest.list;
  if (!list) throw notFound('A table of this kind of module');
  const rows = await selectKeyedValues(db, and(valuesOfModule(moduleId), eq(entityAttributes.key, list.itemKey)));
  const fields = valueFields(list.fields);
  const lookupNames = await lookupNamesOf(db, fields);
  const csv = csvDocument(
    fields.map((field) => field.name),
    rows.map((row) => {
      const value = row.value as Record<string, FieldValue | undefined>;
      return fields.map((field) => cellText(field, value[field.name], lookupNames));
    }),
  );
  return { moduleName: module.name, csv };
}
