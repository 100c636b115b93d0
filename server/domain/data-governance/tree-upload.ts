/**
 * A tree read from a spreadsheet (CSV or XLSX, first row the headers, case-insensitive): each row one node named by
 * "path" ("Parent / Child / Node") or by "parent" plus "name", optionally within a scope column (a catalog's group).
 * A parent must come on an earlier row of its scope; a path appears once per scope. Used by catalog uploads (details
 * in groups) and map uploads (categories).
 */
import { readImportTable } from '../registry-io/import-table';
import { PATH_SEPARATOR } from './catalog-delta';

export interface TreeUploadOptions<Field extends string> {
  /** The column that scopes the tree ("group"), required on every row; none: one tree. */
  scope?: string;
  /** What a row is, in messages: "detail", "category". */
  noun: string;
  /** The other columns read, as text ('' when the file has no such column). */
  fields: readonly Field[];
}

export interface TreeUploadRow<Field extends string> {
  line: number;
  /** The scope column's text ('' without a scope). */
  scope: string;
  /** "Parent / Child" within the scope. */
  path: string;
  /** The path without the node's own name ('' at the top). */
  parentPath: string;
  name: string;
  fields: Record<Field, string>;
}

export interface TreeUpload<Field extends string> {
  rows: Array<TreeUploadRow<Field>>;
  errors: Array<{ line: number; reason: string }>;
}

/** The file of an upload that creates an item, with the name the form gives it. */
export interface NamedUploadFile {
  data: Buffer;
  filename: string;
  name?: string;
}

/** The name the form gives, else the file's name without its extension, else the fallback. */
export const uploadedName = (file: NamedUploadFile, fallback: string) => file.name?.trim() || file.filename.replace(/\.[^.]+$/, '').trim() || fallback;

export const splitPath = (path: string) => path.split('/').map((part) => part.trim()).filter((part) => part !== '');

/** The file's rows as tree nodes, with every problem found. */
export async function readTreeUpload<Field extends string>(data: Buffer, options: TreeUploadOptions<Field>): Promise<TreeUpload<Field>> {
  const table = await readImportTable(data);
  const index = new Map(table.header.map((cell, at) => [cell.trim().toLowerCase(), at]));
  const cell = (cells: string[], column: string) => (index.has(column) ? (cells[index.get(column)!] ?? '').trim() : '');
  const rows: Array<TreeUploadRow<Field>> = [];
  const errors: TreeUpload<Field>['errors'] = [];
  const { scope, noun } = options;
  if ((scope && !index.has(scope)) || (!index.has('path') && !index.has('name'))) {
    const columns = scope ? `the columns "${scope}" and "path"` : 'the column "path"';
    errors.push({ line: 1, reason: `The first row must name ${columns} (or "parent" and "name").` });
    return { rows, errors };
  }
  const inScope = (text: string) => (scope ? ` of ${scope} "${text}"` : '');
  const seen = new Set<string>();
  for (const { line, cells } of table.rows) {
    const scoped = scope ? cell(cells, scope) : '';
    const parts = index.has('path') && cell(cells, 'path') ? splitPath(cell(cells, 'path')) : [...splitPath(cell(cells, 'parent')), cell(cells, 'name')].filter((part) => part !== '');
    const name = parts.at(-1) ?? '';
    const path = parts.join(PATH_SEPARATOR);
    const parentPath = parts.slice(0, -1).join(PATH_SEPARATOR);
    const key = `${scoped}${PATH_SEPARATOR}${path}`;
    if (scope && !scoped) errors.push({ line, reason: `The row has no ${scope}. Write the ${scope} the ${noun} belongs to.` });
    else if (!name) errors.push({ line, reason: `The row has no ${noun} name. Write a name or a path.` });
    else if (parts.length > 1 && !seen.has(`${scoped}${PATH_SEPARATOR}${parentPath}`)) errors.push({ line, reason: `The parent "${parentPath}" must be on an earlier row${inScope(scoped)}.` });
    else if (seen.has(key)) errors.push({ line, reason: `"${path}" appears twice${scope ? ` in ${scope} "${scoped}"` : ''}. Keep one row per ${noun}.` });
    seen.add(key);
    const fields = Object.fromEntries(options.fields.map((field) => [field, cell(cells, field)])) as Record<Field, string>;
    rows.push({ line, scope: scoped, path, parentPath, name, fields });
  }
  return { rows, errors };
}
