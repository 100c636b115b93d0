/**
 * Images of a diagram module (§7 "Image upload"):
 * - POST .../project_scenario_modules/{moduleId}/entity_values/upload_image.json, multipart `image` (PNG or
 *   JPEG, at most 5 MB) and `id`: the module's id (its preview, the diagram snapshot shown on the project
 *   page) or a cell's jsid (the cell entity value's value.image.url).
 * - POST .../entity_values/remove_image.json `{ id }`: removes that image.
 * Both need module write (project write, module unlocked). Answers the normalised result the editor reads:
 * `{ entity_values: [{ id, jsid, image: { url }, ...the entity value }] }`, and for the module's preview
 * `{ entity_values: [], project_scenario_module }`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth-context';
import type { Database } from '../db/client';
import { entityValues, projectModules } from '../db/schema';
import { selectKeyedValues, toEntityValueAnswer, type KeyedEntityValueRow } from '../domain/entity-value-rows';
import { loadModuleFor, type ModuleAccess } from '../domain/module-access';
import { changeProject } from '../domain/project-events';
import { toModuleAnswer } from '../domain/project-modules';
import { projectFilePrefix } from '../domain/stored-files';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { notFound, unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { EntityValueSchema } from '../schemas/entity-value-schema';
import { ProjectModuleSchema } from '../schemas/project-module-schema';
import { ModuleParamsSchema } from '../schemas/resource-schema';
import { fileStorage } from '../storage';
import { fileUrl } from '../storage/file-storage';
import { readUpload } from '../uploads';

export const MAX_CELL_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const BASE = '/projects/:projectId/project_scenario_modules/:moduleId/entity_values';
const tags = ['entity values'];

const CellImageSchema = Type.Object({
  ...EntityValueSchema.properties,
  jsid: Type.String(),
  image: Type.Union([Type.Object({ url: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
});
const ImageAnswerSchema = Type.Object({
  entity_values: Type.Array(CellImageSchema),
  project_scenario_module: Type.Optional(ProjectModuleSchema),
});
const RemoveImageSchema = Type.Object({ id: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer()]) });

interface ImageAnswer {
  entity_values: Array<EntityValue & { jsid: string; image: { url: string | null } | null }>;
  project_scenario_module?: ProjectModule;
}

/** The claimed content type must match the file's first bytes. */
function looksLike(data: Buffer, contentType: string): boolean {
  const starts = (bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  if (contentType === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47]);
  if (contentType === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  return false;
}

/** A stored key behind one of our file URLs (external or seeded URLs are not ours to delete). */
function storedKeyOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  if (url.startsWith('/api/files/')) return url.slice('/api/files/'.length);
  return /^(https?:)?\/\//.test(url) || url.startsWith('/') ? null : url;
}

function isModuleTarget(id: string, moduleId: number): boolean {
  return id === String(moduleId);
}

/** The module's cell entity value with this jsid, or 404. */
async function findCell(db: Database, moduleId: number, jsid: string): Promise<KeyedEntityValueRow> {
  const [row] = await selectKeyedValues(db, and(eq(entityValues.module_id, moduleId), sql`${entityValues.value}->>'jsid' = ${jsid}`));
  if (!row) throw notFound(`The diagram cell "${jsid}" of this module`);
  return row;
}

function cellAnswer(row: KeyedEntityValueRow): ImageAnswer {
  const value = row.value as { jsid: string; image?: { url: string | null } | null };
  return { entity_values: [{ ...toEntityValueAnswer(row), jsid: value.jsid, image: value.image ?? null }] };
}

async function setModulePreview(db: Database, auth: AuthContext, access: ModuleAccess, key: string | null): Promise<ImageAnswer> {
  const moduleId = access.module.id;
  const [updated] = await changeProject(
    db,
    access.module.project_id,
    (tx) => tx.update(projectModules).set({ preview_image: key, updated_at: sql`now()` }).where(eq(projectModules.id, moduleId)).returning(),
    auth,
    { action: 'updated', subject_type: 'Module', subject_id: moduleId, summary: key ? 'Updated the diagram preview' : 'Removed the diagram preview' },
  );
  return { entity_values: [], project_scenario_module: toModuleAnswer({ ...updated, type_key: access.module.type_key }, access.modulePermissions) };
}

async function setCellImage(db: Database, auth: AuthContext, access: ModuleAccess, row: KeyedEntityValueRow, url: string | null): Promise<ImageAnswer> {
  const value = { ...(row.value as Record<string, unknown>), image: url === null ? null : { url } };
  const [updated] = await changeProject(
    db,
    access.module.project_id,
    (tx) => tx.update(entityValues).set({ value, updated_at: sql`now()` }).where(eq(entityValues.id, row.id)).returning(),
    auth,
    { action: 'updated', subject_type: 'EntityValue', subject_id: row.id, summary: url ? 'Added an image to a diagram shape' : 'Removed the image of a diagram shape' },
  );
  return cellAnswer({ ...updated, key: row.key });
}

const entityValueImages: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${BASE}/upload_image.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Upload a diagram image (multipart "image": PNG or JPEG, at most 5 MB; "id": the module id for its preview, or a cell jsid)',
        params: ModuleParamsSchema,
        response: { 200: ImageAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request): Promise<ImageAnswer> => {
      const auth = requireAuth(request);
      const { projectId, moduleId } = request.params;
      const access = await loadModuleFor(app.db, auth, projectId, moduleId, 'write');
      const upload = await readUpload(request, { field: 'image', maxBytes: MAX_CELL_IMAGE_BYTES, types: Object.keys(IMAGE_TYPES), what: 'PNG or JPEG image' });
      if (!looksLike(upload.data, upload.content_type)) {
        throw unprocessable([{ field: 'image', message: `The file is not a valid ${upload.content_type} image.` }]);
      }
      const id = (upload.fields.id ?? '').trim();
      if (!id) throw unprocessable([{ field: 'id', message: 'Give the id of the module or of the diagram shape the image belongs to.' }]);
      const toModule = isModuleTarget(id, moduleId);
      // Look the cell up before storing anything, so an unknown id leaves no file behind.
      const cell = toModule ? null : await findCell(app.db, moduleId, id);
      const storage = fileStorage(app);
      const kind = toModule ? `modules/${moduleId}/preview` : `modules/${moduleId}/cells`;
      const stored = await storage.put(projectFilePrefix(projectId, kind), upload.data, upload.content_type, IMAGE_TYPES[upload.content_type]);
      if (toModule) {
        const previous = access.module.preview_image;
        const answer = await setModulePreview(app.db, auth, access, stored.key);
        const old = storedKeyOf(previous);
        if (old && old !== stored.key) await storage.delete(old);
        return answer;
      }
      const previous = storedKeyOf((cell!.value as { image?: { url?: unknown } | null }).image?.url);
      const answer = await setCellImage(app.db, auth, access, cell!, fileUrl(stored.key));
      if (previous && previous !== stored.key) await storage.delete(previous);
      return answer;
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/remove_image.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Remove a diagram image: the module preview (id = module id) or a cell’s image (id = its jsid)',
        params: ModuleParamsSchema,
        body: RemoveImageSchema,
        response: { 200: ImageAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request): Promise<ImageAnswer> => {
      const auth = requireAuth(request);
      const { projectId, moduleId } = request.params;
      const access = await loadModuleFor(app.db, auth, projectId, moduleId, 'write');
      const id = String(request.body.id).trim();
      const storage = fileStorage(app);
      if (isModuleTarget(id, moduleId)) {
        const old = storedKeyOf(access.module.preview_image);
        const answer = await setModulePreview(app.db, auth, access, null);
        if (old) await storage.delete(old);
        return answer;
      }
      const cell = await findCell(app.db, moduleId, id);
      const old = storedKeyOf((cell.value as { image?: { url?: unknown } | null }).image?.url);
      const answer = await setCellImage(app.db, auth, access, cell, null);
      if (old) await storage.delete(old);
      return answer;
    });
  }
};

export default entityValueImages;
