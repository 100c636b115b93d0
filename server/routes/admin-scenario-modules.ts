/**
 * The system admin's module catalogue: GET /api/admin/scenario_modules (every kind, hidden ones too, paged)
 * and PUT /api/admin/scenario_modules/{id} with multipart form data: title, description, category, available
 * (true|false), an icon upload (field "icon": PNG, SVG, ICO, GIF, JPEG or WebP up to 256 KB) or remove_icon=true.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import { listModuleCatalogue, MODULE_CATALOGUE_SORTS, updateModuleCatalogueEntry } from '../domain/module-catalogue-admin';
import { routeForms } from '../route-forms';
import { adminPageQuerySchema, adminPageSchema } from '../schemas/admin-page-schema';
import { errorResponses } from '../schemas/api-schemas';
import { AdminScenarioModuleSchema, CatalogIdParamsSchema } from '../schemas/module-catalog-schema';
import { fileStorage } from '../storage';
import { readImageForm } from '../uploads';

export const MAX_MODULE_ICON_BYTES = 256 * 1024;
const ICON_TYPES = ['image/png', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/gif', 'image/jpeg', 'image/webp'];
const tags = ['system admin'];
const message = 'Only system administrators change the module catalogue.';

const adminScenarioModules: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/scenario_modules.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Every module kind with its catalogue settings, hidden ones too (system admins)',
        querystring: adminPageQuerySchema(MODULE_CATALOGUE_SORTS),
        response: { 200: adminPageSchema(AdminScenarioModuleSchema), ...errorResponses },
        hide,
      },
    }, async (request) => {
      requireSystemAdmin(request, message);
      return listModuleCatalogue(app.db, request.query);
    });
  }

  for (const { url, hide } of routeForms('/admin/scenario_modules/:id.json')) {
    app.put(url, {
      schema: {
        tags,
        summary: 'Change how the catalogue shows a module kind and whether "Add module" offers it (multipart form; system admins; audited)',
        params: CatalogIdParamsSchema,
        response: { 200: AdminScenarioModuleSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const auth = requireSystemAdmin(request, message);
      const { file, fields } = await readImageForm(request, {
        field: 'icon',
        maxBytes: MAX_MODULE_ICON_BYTES,
        types: ICON_TYPES,
        what: 'PNG, SVG, ICO, GIF, JPEG or WebP icon',
      });
      return updateModuleCatalogueEntry(app.db, fileStorage(app), auth, request.params.id, fields, file);
    });
  }
};

export default adminScenarioModules;
