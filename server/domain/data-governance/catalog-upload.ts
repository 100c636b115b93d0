/**
 * A new catalog from a spreadsheet (data-layer.md §4; CSV or XLSX, first row the headers, case-insensitive): group,
 * then either path ("Parent / Child / Detail" within the group) or parent plus name, and description, type, owner,
 * classification. A parent must come earlier in the file; a path appears once. A file with any wrong row writes
 * nothing; a preview writes nothing either.
 */
import type { DataCatalog, DataCatalogUploadPreview, DataCatalogUploadRow } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { dataCatalogDetails, dataCatalogGroups } from '../../db/schema';
import { ImportRefused } from '../import-refused';
import { readImportTable } from '../registry-io/import-table';
import { toDataCatalog } from './catalog-answers';
import { PATH_SEPARATOR } from './catalog-delta';
import { assertMayCreateDataCatalogs, insertDataCatalog } from './catalog-store';

type Column = 'group' | 'path' | 'parent' | 'name' | 'description' | 'type' | 'owner' | 'classification';

const splitPath = (path: string) => path.split('/').map((part) => part.trim()).filter((part) => part !== '');

/** The file's rows as catalog rows, with every problem found. */
export async function readCatalogUpload(data: Buffer): Promise<DataCatalogUploadPreview> {
  const table = await readImportTable(data);
  const index = new Map(table.header.map((cell, at) => [cell.trim().toLowerCase(), at]));
  const cell = (cells: string[], column: Column) => (index.has(column) ? (cells[index.get(column)!] ?? '').trim() : '');
  const rows: DataCatalogUploadRow[] = [];
  const errors: DataCatalogUploadPreview['errors'] = [];
  if (!index.has('group') || (!index.has('path') && !index.has('name'))) {
    errors.push({ line: 1, reason: 'The first row must name the columns "group" and "path" (or "parent" and "name").' });
    return { rows, errors, group_count: 0, detail_count: 0 };
  }
  const seen = new Set<string>();
  for (const { line, cells } of table.rows) {
    const group = cell(cells, 'group');
    const parts = index.has('path') && cell(cells, 'path') ? splitPath(cell(cells, 'path')) : [...splitPath(cell(cells, 'parent')), cell(cells, 'name')].filter((part) => part !== '');
    const name = parts.at(-1) ?? '';
    const path = parts.join(PATH_SEPARATOR);
    const parentKey = `${group}${PATH_SEPARATOR}${parts.slice(0, -1).join(PATH_SEPARATOR)}`;
    const key = `${group}${PATH_SEPARATOR}${path}`;
    if (!group) errors.push({ line, reason: 'The row has no group. Write the group the detail belongs to.' });
    else if (!name) errors.push({ line, reason: 'The row has no detail name. Write a name or a path.' });
    else if (parts.length > 1 && !seen.has(parentKey)) errors.push({ line, reason: `The parent "${parts.slice(0, -1).join(PATH_SEPARATOR)}" must be on an earlier row of group "${group}".` });
    else if (seen.has(key)) errors.push({ line, reason: `"${path}" appears twice in group "${group}". Keep one row per detail.` });
    seen.add(key);
    rows.push({ line, group, path, name, description: cell(cells, 'description'), type: cell(cells, 'type'), owner: cell(cells, 'owner'), classification: cell(cells, 'classification') });
  }
  return { rows, errors, group_count: new Set(rows.map((row) => row.group).filter(Boolean)).size, detail_count: rows.length };
}

export interface CatalogUploadFile {
  data: Buffer;
  filename: string;
  name?: string;
}

const nameFromFile = (filename: string) => filename.replace(/\.[^.]+$/, '').trim() || 'Uploaded data catalog';

export async function uploadDataCatalog(db: Database, auth: AuthContext, readFile: () => Promise<CatalogUploadFile>, options: { preview: boolean }): Promise<DataCatalogUploadPreview | DataCatalog> {
  assertMayCreateDataCatalogs(auth);
  const file = await readFile();
  const preview = await readCatalogUpload(file.data);
  if (options.preview) return preview;
  if (preview.errors.length > 0) throw new ImportRefused(preview.errors);
  const row = await db.transaction(async (tx) => {
    const catalog = await insertDataCatalog(tx, auth, auth.user.company_id, { name: file.name?.trim() || nameFromFile(file.filename) });
    const groups = new Map<string, number>();
    const details = new Map<string, { id: number; level: number }>();
    const counts = new Map<string, number>();
    const nextPosition = (key: string) => {
      const position = counts.get(key) ?? 0;
      counts.set(key, position + 1);
      return position;
    };
    for (const upload of preview.rows) {
      if (!groups.has(upload.group)) {
        const [group] = await tx
          .insert(dataCatalogGroups)
          .values({ data_catalog_id: catalog.id, name: upload.group, position: groups.size })
          .returning({ id: dataCatalogGroups.id });
        groups.set(upload.group, group.id);
      }
      const parentPath = splitPath(upload.path).slice(0, -1).join(PATH_SEPARATOR);
      const parent = parentPath ? details.get(`${upload.group}${PATH_SEPARATOR}${parentPath}`)! : null;
      const [detail] = await tx
        .insert(dataCatalogDetails)
        .values({
          data_catalog_id: catalog.id,
          group_id: groups.get(upload.group)!,
          parent_id: parent?.id ?? null,
          level: parent ? parent.level + 1 : 0,
          name: upload.name,
          description: upload.description,
          type: upload.type,
          owner: upload.owner,
          classification: upload.classification,
          position: nextPosition(`${upload.group}${PATH_SEPARATOR}${parentPath}`),
        })
        .returning({ id: dataCatalogDetails.id, level: dataCatalogDetails.level });
      details.set(`${upload.group}${PATH_SEPARATOR}${upload.path}`, detail);
    }
    return catalog;
  });
  return toDataCatalog(db, auth, row);
}
