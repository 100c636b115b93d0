/**
 * POST /api/projects/{id}/upload_image.json: the project's picture (multipart field `image`: PNG, JPEG,
 * WebP or GIF up to 5 MB). Needs project write; answers the project with its new image URL.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { requireAuth } from '../auth/auth-context';
import { projects } from '../db/schema';
import { loadProjectFor } from '../domain/project-access';
import { projectAnswer } from '../domain/project-answer';
import { changeProject } from '../domain/project-events';
import { projectFilePrefix } from '../domain/stored-files';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectIdParamsSchema, ProjectSchema } from '../schemas/project-schema';
import { fileStorage } from '../storage';
import { readUpload } from '../uploads';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The first bytes of each accepted image format: the content type a client claims must match the file. */
function looksLike(data: Buffer, contentType: string): boolean {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);
  switch (contentType) {
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/gif':
      return starts([0x47, 0x49, 0x46, 0x38]);
    case 'image/webp':
      return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
    default:
      return false;
  }
}

const projectImages: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/projects/:id/upload_image.json')) {
    app.post(url, {
      schema: {
        tags: ['projects'],
        summary: 'Upload the project’s image (multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MB; project write)',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const projectId = request.params.id;
      const { permissions, project: before } = await loadProjectFor(app.db, auth, projectId, 'write');
      const upload = await readUpload(request, {
        field: 'image',
        maxBytes: MAX_IMAGE_BYTES,
        types: Object.keys(IMAGE_TYPES),
        what: 'PNG, JPEG, WebP or GIF image',
      });
      if (!looksLike(upload.data, upload.content_type)) {
        throw unprocessable([{ field: 'image', message: `The file is not a valid ${upload.content_type} image.` }]);
      }
      const storage = fileStorage(app);
      const stored = await storage.put(projectFilePrefix(projectId, 'image'), upload.data, upload.content_type, IMAGE_TYPES[upload.content_type]);
      const row = await changeProject(app.db, projectId, async (tx) => {
        const [updated] = await tx
          .update(projects)
          .set({ image: stored.key, updated_at: sql`now()` })
          .where(eq(projects.id, projectId))
          .returning();
        return updated;
      }, auth, { action: 'updated', subject_type: 'Project', subject_id: projectId, summary: 'Changed the project image' });
      if (before.image && !/^(https?:)?\/\//.test(before.image) && !before.image.startsWith('/')) await storage.delete(before.image);
      return projectAnswer(app.db, auth, row, permissions);
    });
  }
};

export default projectImages;
