/**
 * A new map from a spreadsheet (data-layer.md §4; read by tree-upload.ts): its category tree, by path ("Parent /
 * Child") or parent plus name, with description and color. A file with any wrong row writes nothing; a preview writes
 * nothing either.
 */
import type { DataMap, DataMapUploadPreview } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { ImportRefused } from '../import-refused';
import { PATH_SEPARATOR } from './catalog-delta';
import { toDataMap } from './map-answers';
import { insertCategory } from './map-categories';
import { assertMayCreateDataMaps, insertDataMap } from './map-store';
import { readTreeUpload, uploadedName, type NamedUploadFile } from './tree-upload';

const COLOR = /^#[0-9a-f]{6}$/i;

export async function readMapUpload(data: Buffer): Promise<DataMapUploadPreview> {
  const { rows, errors } = await readTreeUpload(data, { noun: 'category', fields: ['description', 'color'] as const });
  for (const row of rows) {
    if (row.fields.color && !COLOR.test(row.fields.color)) errors.push({ line: row.line, reason: `"${row.fields.color}" is not a colour like #D2D6E2. Write one or leave the cell empty.` });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows: rows.map(({ line, path, name, fields }) => ({ line, path, name, ...fields })), errors, category_count: rows.length };
}

export async function uploadDataMap(db: Database, auth: AuthContext, readFile: () => Promise<NamedUploadFile>, options: { preview: boolean }): Promise<DataMapUploadPreview | DataMap> {
  assertMayCreateDataMaps(auth);
  const file = await readFile();
  const preview = await readMapUpload(file.data);
  if (options.preview) return preview;
  if (preview.errors.length > 0) throw new ImportRefused(preview.errors);
  const row = await db.transaction(async (tx) => {
    const map = await insertDataMap(tx, auth, auth.user.company_id, { name: uploadedName(file, 'Uploaded data map') });
    const ids = new Map<string, number>();
    for (const upload of preview.rows) {
      const parentPath = upload.path.split(PATH_SEPARATOR).slice(0, -1).join(PATH_SEPARATOR);
      const id = await insertCategory(tx, map.id, { parent_id: parentPath ? ids.get(parentPath)! : null, name: upload.name, description: upload.description, color: upload.color || undefined });
      ids.set(upload.path, id);
    }
    return map;
  });
  return toDataMap(db, auth, row);
}
