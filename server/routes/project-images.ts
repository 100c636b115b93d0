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
import { replaceOwnerFile } from '../domain/owner-files';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectIdParamsSchema, ProjectSchema } from '../schemas/project-schema';
import { fileStorage } from '../storage';
import { readImageUpload } from '../uploads';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

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
      const { permissions } = await loadProjectFor(app.db, auth, projectId, 'write');
      const upload = await readImageUpload(request, { field: 'image', maxBytes: MAX_IMAGE_BYTES, types: IMAGE_TYPES, what: 'PNG, JPEG, WebP or GIF image' });
      const row = await replaceOwnerFile(
        app.db,
        fileStorage(app),
        auth,
        { kind: 'project_image', project_id: projectId },
        upload,
        async (tx, key) => {
          const [updated] = await tx.update(projects).set({ image: key, updated_at: sql`now()` }).where(eq(projects.id, projectId)).returning();
          return updated;
        },
        { action: 'updated', subject_type: 'Project', subject_id: projectId, summary: 'Changed the project image' },
      );
      return projectAnswer(app.db, auth, row, permissions);
    });
  }
};

export default projectImages;
