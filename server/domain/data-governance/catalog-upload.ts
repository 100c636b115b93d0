/**
 * A new catalog from a spreadsheet (data-layer.md §4; read by tree-upload.ts): group, then either path ("Parent /
 * Child / Detail" within the group) or parent plus name, and description, type, owner, classification. A file with
 * any wrong row writes nothing; a preview writes nothing either.
 */
import type { DataCatalog, DataCatalogUploadPreview } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { dataCatalogDetails, dataCatalogGroups } from '../../db/schema';
import { ImportRefused } from '../import-refused';
import { toDataCatalog } from './catalog-answers';
import { PATH_SEPARATOR } from './catalog-delta';
import { assertMayCreateDataCatalogs, insertDataCatalog } from './catalog-store';
import { readTreeUpload, splitPath, uploadedName, type NamedUploadFile } from './tree-upload';

const DETAIL_FIELDS = ['description', 'type', 'owner', 'classification'] as const;

/** The file's rows as catalog rows, with every problem found. */
export async function readCatalogUpload(data: Buffer): Promise<DataCatalogUploadPreview> {
  const { rows, errors } = await readTreeUpload(data, { scope: 'group', noun: 'detail', fields: DETAIL_FIELDS });
  return {
    rows: rows.map(({ line, scope, path, name, fields }) => ({ line, group: scope, path, name, ...fields })),
    errors,
    group_count: new Set(rows.map((row) => row.scope).filter(Boolean)).size,
    detail_count: rows.length,
  };
}

export async function uploadDataCatalog(db: Database, auth: AuthContext, readFile: () => Promise<NamedUploadFile>, options: { preview: boolean }): Promise<DataCatalogUploadPreview | DataCatalog> {
  assertMayCreateDataCatalogs(auth);
  const file = await readFile();
  const preview = await readCatalogUpload(file.data);
  if (options.preview) return preview;
  if (preview.errors.length > 0) throw new ImportRefused(preview.errors);
  const row = await db.transaction(async (tx) => {
    const catalog = await insertDataCatalog(tx, auth, auth.user.company_id, { name: uploadedName(file, 'Uploaded data catalog') });
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
