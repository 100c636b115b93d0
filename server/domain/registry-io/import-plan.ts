/**
 * What an import would do, worked out before anything is written: which rows create an item, which update
 * the item of the same name (case-insensitive), which roles / categories are new, and every row that is
 * wrong, with its spreadsheet row number and the reason in the user's words. The import writes only when
 * `errors` is empty, so a file is taken whole or not at all.
 */
import type { EntityMap } from '../../../core/domain/api-types';
import type { ImportRowError } from '../../../core/domain/registry-io-types';
import { mapRegistryHeader, type ColumnName } from './header-map';
import type { ImportTable } from './import-table';
import type { RegistryIoDeclaration } from './registry-io-declarations';

/** One row to write; a property without a column in the file is absent (an update leaves it as it is). */
export type RegistryImportRow = { line: number; name: string; group_names?: string[] } & Partial<Record<Exclude<ColumnName, 'name'>, string>>;

export type { ImportRowError };

export interface RegistryImportPlan {
  creates: RegistryImportRow[];
  /** Rows naming an existing item, with that item's id. */
  updates: (RegistryImportRow & { id: number })[];
  errors: ImportRowError[];
  /** Role / category names the registry does not have yet, as first spelled in the file. */
  newGroups: string[];
}

export interface NamedRow {
  id: number;
  name: string;
}

const GROUP_NAME_MAX_LENGTH = 255;

export const nameKey = (name: string): string => name.trim().toLowerCase();

/** A cell of group names: split on ';', trimmed, each name once. */
export function splitNames(cell: string): string[] {
  const names = cell.split(';').map((name) => name.trim()).filter((name) => name !== '');
  return names.filter((name, index) => names.findIndex((other) => nameKey(other) === nameKey(name)) === index);
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function rowProblems(row: RegistryImportRow, declaration: RegistryIoDeclaration): string[] {
  const problems: string[] = [];
  if (row.name === '') problems.push('The name is empty; every row needs a name.');
  for (const column of declaration.columns) {
    const value = column.name === 'name' ? row.name : row[column.name];
    if (value !== undefined && value.length > column.maxLength) {
      problems.push(`${column.header} is ${value.length} characters long; at most ${column.maxLength} fit.`);
    }
  }
  if (row.link_url && !isHttpUrl(row.link_url)) {
    problems.push(`Link URL "${row.link_url}" is not a web address; it must start with http:// or https://.`);
  }
  for (const name of row.group_names ?? []) {
    if (name.length > GROUP_NAME_MAX_LENGTH) problems.push(`"${name.slice(0, 40)}…" is longer than ${GROUP_NAME_MAX_LENGTH} characters.`);
  }
  return problems;
}

export function planRegistryImport(
  table: ImportTable,
  declaration: RegistryIoDeclaration,
  entityMap: EntityMap,
  existing: { items: readonly NamedRow[]; groups: readonly NamedRow[] },
): RegistryImportPlan {
  const columns = mapRegistryHeader(table.header, declaration, entityMap);
  const itemIds = new Map(existing.items.map((item) => [nameKey(item.name), item.id]));
  const knownGroups = new Set(existing.groups.map((group) => nameKey(group.name)));
  const firstLineOf = new Map<string, number>();
  const plan: RegistryImportPlan = { creates: [], updates: [], errors: [], newGroups: [] };

  for (const { line, cells } of table.rows) {
    const cell = (index: number | undefined) => (index === undefined ? undefined : (cells[index] ?? ''));
    const row: RegistryImportRow = { line, name: cell(columns.text.name) ?? '' };
    for (const column of declaration.columns) {
      const value = cell(columns.text[column.name]);
      if (column.name !== 'name' && value !== undefined) row[column.name] = value;
    }
    if (columns.groups !== undefined) row.group_names = splitNames(cell(columns.groups) ?? '');

    const problems = rowProblems(row, declaration);
    const earlier = firstLineOf.get(nameKey(row.name));
    if (row.name !== '' && earlier !== undefined) problems.push(`The name "${row.name}" is also on row ${earlier}; each name may appear once.`);
    else firstLineOf.set(nameKey(row.name), line);
    if (problems.length > 0) {
      plan.errors.push(...problems.map((reason) => ({ line, reason })));
      continue;
    }
    const id = itemIds.get(nameKey(row.name));
    if (id === undefined) plan.creates.push(row);
    else plan.updates.push({ ...row, id });
    for (const name of row.group_names ?? []) {
      if (!knownGroups.has(nameKey(name))) {
        knownGroups.add(nameKey(name));
        plan.newGroups.push(name);
      }
    }
  }
  return plan;
}
