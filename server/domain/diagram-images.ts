/**
 * Images of a diagram module (§7 "Image upload"): the module's preview (the snapshot shown on the project
 * page) and the images of its cells. The file a target has is found through its stored_files row, never
 * through the URL inside a cell's document, which the client writes; the cell's `image.url` is only what
 * the editor shows. A cell is written through the entity values' write (writeValueUpdate in changeProject).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { entityValues, projectModules } from '../db/schema';
import { notFound } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { selectKeyedValues, toEntityValueAnswer, type KeyedEntityValueRow } from './entity-value-rows';
import { writeValueUpdate } from './entity-values';
import type { ModuleAccess } from './module-access';
import { replaceOwnerFile, type FileUpload } from './owner-files';
import { toModuleAnswer } from './project-modules';
import { storedFileUrl } from './stored-files';

export interface DiagramImageAnswer {
  entity_values: Array<EntityValue & { jsid: string; image: { url: string | null } | null }>;
  project_scenario_module?: ProjectModule;
}

/** The module's own id names its preview; anything else is a cell's jsid. */
function isModuleTarget(target: string, moduleId: number): boolean {
  return target === String(moduleId);
}

/** The module's cell entity value with this jsid, or 404. */
async function findCell(db: Queryable, moduleId: number, jsid: string): Promise<KeyedEntityValueRow> {
  const [row] = await selectKeyedValues(db, and(eq(entityValues.module_id, moduleId), sql`${entityValues.value}->>'jsid' = ${jsid}`));
  if (!row) throw notFound(`The diagram cell "${jsid}" of this module`);
  return row;
}

function setModulePreview(db: Database, storage: FileStorage, auth: AuthContext, access: ModuleAccess, upload: FileUpload | null): Promise<DiagramImageAnswer> {
  const { module } = access;
  return replaceOwnerFile(
    db,
    storage,
    auth,
    { kind: 'module_preview', project_id: module.project_id, module_id: module.id },
    upload,
    async (tx, key) => {
      const [updated] = await tx.update(projectModules).set({ preview_image: key, updated_at: sql`now()` }).where(eq(projectModules.id, module.id)).returning();
      return { entity_values: [], project_scenario_module: toModuleAnswer({ ...updated, type_key: module.type_key }, access.modulePermissions) };
    },
    { action: 'preview_changed', subject_type: 'Module', subject_id: module.id, summary: upload ? 'Updated the diagram preview' : 'Removed the diagram preview' },
  );
}

function setCellImage(db: Database, storage: FileStorage, auth: AuthContext, cell: KeyedEntityValueRow, upload: FileUpload | null): Promise<DiagramImageAnswer> {
  return replaceOwnerFile(
    db,
    storage,
    auth,
    { kind: 'cell_image', project_id: cell.project_id, module_id: cell.module_id, entity_value_id: cell.id },
    upload,
    async (tx, key) => {
      const value = { ...(cell.value as Record<string, unknown>), image: key === null ? null : { url: storedFileUrl(key) } };
      await writeValueUpdate(tx, cell.id, { value });
      const [row] = await selectKeyedValues(tx, eq(entityValues.id, cell.id));
      const image = value.image as { url: string } | null;
      return { entity_values: [{ ...toEntityValueAnswer(row), jsid: String((value as { jsid?: unknown }).jsid), image }] };
    },
    { action: 'updated', subject_type: 'EntityValue', subject_id: cell.id, summary: upload ? 'Added an image to a diagram shape' : 'Removed the image of a diagram shape' },
  );
}

/**
 * Gives the target (the module's id for its preview, or a cell's jsid) the uploaded image, or none
 * (upload null); the target's previous file is deleted. Needs module write, checked by the caller's access.
 */
export async function setDiagramImage(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  access: ModuleAccess,
  target: string,
  upload: FileUpload | null,
): Promise<DiagramImageAnswer> {
  if (isModuleTarget(target, access.module.id)) return setModulePreview(db, storage, auth, access, upload);
  return setCellImage(db, storage, auth, await findCell(db, access.module.id, target), upload);
}
