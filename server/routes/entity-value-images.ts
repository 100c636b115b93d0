/**
 * Images of a module's entity values. A diagram module's (§7 "Image upload"):
 * - POST .../project_scenario_modules/{moduleId}/entity_values/upload_image.json, multipart `image` (PNG or
 *   JPEG, at most 5 MB) and `id`: the module's id (its preview, the diagram snapshot shown on the project
 *   page) or a cell's jsid (the cell entity value's value.image.url).
 * - POST .../entity_values/remove_image.json `{ id }`: removes that image.
 * The work is server/domain/diagram-images.ts; a target's file is found through its stored_files row.
 * Both need module write (project write, module unlocked). Answers the normalised result the editor reads:
 * `{ entity_values: [{ id, jsid, image: { url }, ...the entity value }] }`, and for the module's preview
 * `{ entity_values: [], project_scenario_module }`.
 * Images of the module itself (rich text images of the text module and of lists, the image viewer's images):
 * - POST .../entity_values/upload_module_image.json, multipart `image` (PNG, JPEG, GIF or WebP by content, at
 *   most 10 MB): a new file of the module (server/domain/module-images.ts), answered as `{ url }` for the value
 *   that shows it (an <img src> in rich text, an image viewer image's `image.url`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MODULE_IMAGE_MAX_BYTES, MODULE_IMAGE_TYPES } from '../../core/domain/image-content-type';
import { requireAuth } from '../auth/auth-context';
import { setDiagramImage, type DiagramImageAnswer } from '../domain/diagram-images';
import { addModuleImage } from '../domain/module-images';
import { loadModuleFor } from '../domain/module-access';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { EntityValueSchema } from '../schemas/entity-value-schema';
import { ProjectModuleSchema } from '../schemas/project-module-schema';
import { ModuleParamsSchema } from '../schemas/resource-schema';
import { fileStorage } from '../storage';
import { readImageUpload } from '../uploads';

export const MAX_CELL_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
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
const ModuleImageAnswerSchema = Type.Object({ url: Type.String({ description: 'The stored file (/api/files/...) for the value that shows it.' }) });
const RemoveImageSchema = Type.Object({ id: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Integer()]) });

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
    }, async (request): Promise<DiagramImageAnswer> => {
      const auth = requireAuth(request);
      const { projectId, moduleId } = request.params;
      const access = await loadModuleFor(app.db, auth, projectId, moduleId, 'write');
      const upload = await readImageUpload(request, { field: 'image', maxBytes: MAX_CELL_IMAGE_BYTES, types: IMAGE_TYPES, what: 'PNG or JPEG image' });
      const target = (upload.fields.id ?? '').trim();
      if (!target) throw unprocessable([{ field: 'id', code: 'required', message: 'Give the id of the module or of the diagram shape the image belongs to.' }]);
      return setDiagramImage(app.db, fileStorage(app), auth, access, target, upload);
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/upload_module_image.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Upload an image of the module (multipart "image": PNG, JPEG, GIF or WebP by its content, at most 10 MB): rich text images, image viewer images; answers its URL',
        params: ModuleParamsSchema,
        response: { 200: ModuleImageAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const { projectId, moduleId } = request.params;
      const access = await loadModuleFor(app.db, auth, projectId, moduleId, 'write');
      const upload = await readImageUpload(request, { field: 'image', maxBytes: MODULE_IMAGE_MAX_BYTES, types: MODULE_IMAGE_TYPES, what: 'PNG, JPEG, GIF or WebP image' });
      return addModuleImage(app.db, fileStorage(app), access, upload);
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
    }, async (request): Promise<DiagramImageAnswer> => {
      const auth = requireAuth(request);
      const { projectId, moduleId } = request.params;
      const access = await loadModuleFor(app.db, auth, projectId, moduleId, 'write');
      return setDiagramImage(app.db, fileStorage(app), auth, access, String(request.body.id).trim(), null);
    });
  }
};

export default entityValueImages;
