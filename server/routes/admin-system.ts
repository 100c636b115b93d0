/**
 * The system admin's settings (/admin/system): GET/PUT /api/admin/systems.json, and the favicon:
 * POST systems/upload_image.json (multipart field "image") and POST systems/remove_image.json.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSystemAdmin } from '../auth/auth-context';
import { readSystemSettings, replaceFavicon, updateSystemSettings } from '../domain/administration/system-settings';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { SystemSettingsSchema, SystemSettingsUpdateSchema } from '../schemas/system-settings-schema';
import { fileStorage } from '../storage';
import { readImageUpload } from '../uploads';

export const MAX_FAVICON_BYTES = 1024 * 1024;
const FAVICON_TYPES = ['image/png', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/svg+xml', 'image/gif', 'image/jpeg', 'image/webp'];

const tags = ['system admin'];
const response = { 200: SystemSettingsSchema, ...errorResponses };

const adminSystem: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/admin/systems.json')) {
    app.get(url, { schema: { tags, summary: 'The system settings, with the terms text (system admins)', response, hide } }, async (request) => {
      requireSystemAdmin(request);
      return readSystemSettings(app.db);
    });
    app.put(url, {
      schema: { tags, summary: 'Change the system settings (system admins); audited', body: SystemSettingsUpdateSchema, response, hide },
    }, async (request) => updateSystemSettings(app.db, requireSystemAdmin(request), request.body));
  }

  for (const { url, hide } of routeForms('/admin/systems/upload_image.json')) {
    app.post(url, {
      schema: { tags, summary: 'Upload the favicon (multipart field "image": PNG, ICO, SVG, GIF, JPEG or WebP, at most 1 MB)', response, hide },
    }, async (request) => {
      const auth = requireSystemAdmin(request);
      const upload = await readImageUpload(request, { field: 'image', maxBytes: MAX_FAVICON_BYTES, types: FAVICON_TYPES, what: 'PNG, ICO, SVG, GIF, JPEG or WebP image' });
      return replaceFavicon(app.db, fileStorage(app), auth, upload);
    });
  }

  for (const { url, hide } of routeForms('/admin/systems/remove_image.json')) {
    app.post(url, { schema: { tags, summary: 'Remove the favicon: the built-in icon shows again', response, hide } }, async (request) =>
      replaceFavicon(app.db, fileStorage(app), requireSystemAdmin(request), null));
  }
};

export default adminSystem;
