/**
 * Checks a registry create or update body against its declaration and the project: names, web
 * addresses, role / category / item ids of the same project, and a map item's module. Answers the
 * columns to write; the request schema has already allowed only declared fields of the right types.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { unprocessable, type FieldError } from '../../errors';
import { cleanUrl } from '../project-resources';
import { registryDeclaration, type RegistryDeclaration, type RegistryField } from './registry-declarations';

export type RegistryInput = Record<string, unknown>;

async function existingIds(db: Queryable, table: string, projectId: number, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = (await db.execute(sql`
    select id from ${sql.identifier(table)} where project_id = ${projectId} and id = any(${`{${ids.join(',')}}`}::integer[])`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return new Set(rows.map((row) => Number(row.id)));
}

async function moduleProblem(db: Queryable, declaration: RegistryDeclaration, projectId: number, moduleId: number): Promise<string | null> {
  const { rows } = (await db.execute(sql`
    select s.segment from project_scenario_modules m join scenario_modules s on s.id = m.scenario_module_id
    where m.id = ${moduleId} and m.project_id = ${projectId}`)) as unknown as { rows: Array<{ segment: string }> };
  if (rows.length === 0) return `module ${moduleId} is not a module of this project`;
  const segments = declaration.moduleSegments;
  if (segments.length > 0 && !segments.includes(rows[0].segment)) return `this module does not show ${declaration.item.plural}; use a ${segments.join(' or ')} module`;
  return null;
}

async function fieldProblem(db: Queryable, declaration: RegistryDeclaration, projectId: number, field: RegistryField, value: unknown): Promise<string | null> {
  switch (field.kind) {
    case 'text':
      if (field.name === 'name' && !declaration.defaultName && (value as string).trim() === '') return 'Give it a name.';
      return null;
    case 'ids': {
      const ids = value as number[];
      if (ids.length === 0) return null;
      const found = await existingIds(db, field.references!, projectId, ids);
      const unknown = [...new Set(ids.filter((id) => !found.has(id)))];
      const what = registryDeclaration(field.references!).item.plural;
      return unknown.length === 0 ? null : `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among the ${what} of this project`;
    }
    case 'item': {
      const found = await existingIds(db, field.references!, projectId, [value as number]);
      return found.size > 0 ? null : `${value as number} is not among the ${registryDeclaration(field.references!).item.plural} of this project`;
    }
    case 'module':
      return moduleProblem(db, declaration, projectId, value as number);
    default:
      return null;
  }
}

/** The value to store for a field as sent. */
function cleaned(declaration: RegistryDeclaration, field: RegistryField, value: unknown): unknown {
  if (field.kind === 'url') return (value as string).trim() === '' ? '' : cleanUrl(value as string, field.name);
  if (field.kind === 'ids') return [...new Set(value as number[])];
  if (field.kind === 'text') {
    const text = (value as string).trim();
    return field.name === 'name' && text === '' && declaration.defaultName ? declaration.defaultName : text;
  }
  return value;
}

/**
 * The columns to write, as [column, value] pairs; a create also gets the default name. Throws 422 naming
 * every field that is wrong, and for an update of a field fixed at creation.
 */
export async function checkRegistryInput(
  db: Queryable,
  declaration: RegistryDeclaration,
  projectId: number,
  input: RegistryInput,
  creating: boolean,
): Promise<Array<[string, SQL]>> {
  const problems: FieldError[] = [];
  const columns: Array<[string, SQL]> = [];
  for (const field of declaration.fields) {
    let value = input[field.name];
    if (value === undefined && creating && field.name === 'name' && declaration.defaultName) value = declaration.defaultName;
    if (value === undefined) {
      if (creating && field.required) problems.push({ field: field.name, code: 'required', message: 'is required' });
      continue;
    }
    if (!creating && field.fixed) {
      problems.push({ field: field.name, code: 'fixedValue', message: 'cannot change; delete this and create another' });
      continue;
    }
    const problem = await fieldProblem(db, declaration, projectId, field, value);
    if (problem) {
      problems.push({ field: field.name, code: 'invalid', message: problem });
      continue;
    }
    try {
      const stored = cleaned(declaration, field, value);
      columns.push([field.name, field.kind === 'ids' ? sql`${`{${(stored as number[]).join(',')}}`}::integer[]` : sql`${stored}`]);
    } catch (error) {
      const fields = (error as { fields?: FieldError[] }).fields;
      if (!fields) throw error;
      problems.push(...fields);
    }
  }
  if (problems.length > 0) throw unprocessable(problems);
  return columns;
}
