/**
 * A list module's import, worked out before anything is written: each row as the item's value (its columns
 * matched to the kind's fields by name or label) plus the registry names of its Stakeholders / Products &
 * Services / Tags columns (or the columns of the kind's assignment fields, by their name or label), or every reason a row is wrong with its spreadsheet row number. The value is
 * checked against the kind's own JSON Schema, so the import accepts exactly what the editor may save.
 */
import type { EntityMap } from '../../../core/domain/api-types';
import { assignmentArrayOf, valueFields, type FieldDeclaration, type FieldValue } from '../../../sdk/manifest';
import type { DocumentValidator } from '../json-schema-validator';
import { entityLabels, headerKey } from './header-map';
import { splitNames, type ImportRowError } from './import-plan';
import type { ImportTable } from './import-table';
import { readListCell, type ListCellContext } from './list-cell-values';
import { REGISTRY_IO, type RegistryIoDeclaration } from './registry-io-declarations';

export interface ListImportContext extends ListCellContext {
  fields: readonly FieldDeclaration[];
  /** Each field's labels (in every language the plugin has), besides its name. */
  fieldLabels: ReadonlyMap<string, readonly string[]>;
  entityMap: EntityMap;
  validate: DocumentValidator;
}

export interface ListImportRow {
  line: number;
  value: Record<string, FieldValue>;
  /** The registry items named in the row's assignment columns, by registry. */
  assigned: Map<RegistryIoDeclaration, string[]>;
}

export interface ListImportPlan {
  rows: ListImportRow[];
  errors: ImportRowError[];
}

export function planListImport(table: ImportTable, context: ListImportContext): ListImportPlan {
  const columnOf = (names: readonly string[]): number => {
    const wanted = new Set(names.map(headerKey));
    return table.header.findIndex((cell) => wanted.has(headerKey(cell)));
  };
  const labelOf = (field: FieldDeclaration) => context.fieldLabels.get(field.name)?.[0] ?? field.name;
  const namesOf = (field: FieldDeclaration) => [field.name, ...(context.fieldLabels.get(field.name) ?? [])];
  const fieldColumns = valueFields(context.fields)
    .filter((field) => field.kind !== 'user')
    .map((field) => ({ field, index: columnOf(namesOf(field)) }))
    .filter(({ index }) => index !== -1);
  // A declared assignment field's column is read as its registry's column.
  const declaredNames = (declaration: RegistryIoDeclaration) =>
    context.fields.filter((field) => assignmentArrayOf(field) === declaration.assignmentProperty).flatMap(namesOf);
  const assignmentColumns = REGISTRY_IO.map((declaration) => ({
    declaration,
    index: columnOf([declaration.resource, ...entityLabels(declaration.itemLabelKey, context.entityMap), ...declaredNames(declaration)]),
  })).filter(({ index }) => index !== -1);

  const plan: ListImportPlan = { rows: [], errors: [] };
  for (const { line, cells } of table.rows) {
    const value: Record<string, FieldValue> = {};
    const reasons: string[] = [];
    for (const { field, index } of fieldColumns) {
      const reading = readListCell(field, cells[index] ?? '', context);
      if (reading && 'reason' in reading) reasons.push(`${labelOf(field)}: ${reading.reason}`);
      else if (reading) value[field.name] = reading.value;
    }
    if (reasons.length === 0) {
      for (const failure of context.validate(value) ?? []) {
        const field = context.fields.find((declared) => declared.name === failure.field.split('/')[0]);
        reasons.push(`${field ? labelOf(field) : failure.field}: ${failure.message}`);
      }
    }
    if (reasons.length > 0) {
      plan.errors.push(...reasons.map((reason) => ({ line, reason })));
      continue;
    }
    const assigned = new Map(assignmentColumns.map(({ declaration, index }) => [declaration, splitNames(cells[index] ?? '')]));
    plan.rows.push({ line, value, assigned });
  }
  return plan;
}
