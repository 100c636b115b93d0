/**
 * /api/projects/{projectId}/project_resources (list by position, get, create a link, update, destroy,
 * update_positions) and
 * POST /api/projects/{projectId}/upload_pdf.json (multipart `file`, a PDF up to 20 MB, and `title`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PROJECT_PDF_MAX_BYTES } from '../../core/domain/sharing-types';
import { requireAuth } from '../auth/auth-context';
import { loadProjectFor } from '../domain/project-access';
import {
  createFileResource,
  createLinkResource,
  destroyResource,
  getResource,
  isPdf,
  listResources,
  reorderResources,
  updateResource,
} from '../domain/project-resources';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectParamsSchema, UpdatePositionsSchema } from '../schemas/resource-schema';
import {
  ProjectResourceLinkCreateSchema,
  ProjectResourceParamsSchema,
  ProjectResourceSchema,
  ProjectResourceUpdateSchema,
} from '../schemas/sharing-schema';
import { fileStorage } from '../storage';
import { readUpload } from '../uploads';

const tags = ['project resources'];
const BASE = '/projects/:projectId/project_resources';

const projectResources: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${BASE}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The project’s links and files, by position', params: ProjectParamsSchema, response: { 200: Type.Array(ProjectResourceSchema), ...errorResponses }, hide },
    }, async (request) => listResources(app.db, requireAuth(request), request.params.projectId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Add a link (http or https), last (needs project write); files come through upload_pdf.json',
        params: ProjectParamsSchema,
        body: ProjectResourceLinkCreateSchema,
        response: { 201: ProjectResourceSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) =>
      reply.status(201).send(await createLinkResource(app.db, requireAuth(request), request.params.projectId, request.body)));
  }

  for (const { url, hide } of routeForms(`${BASE}/update_positions.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Reorder all resources of the project: positions become 0..n-1 (needs project write)',
        params: ProjectParamsSchema,
        body: UpdatePositionsSchema,
        response: { 200: Type.Array(ProjectResourceSchema), ...errorResponses },
        hide,
      },
    }, async (request) => reorderResources(app.db, requireAuth(request), request.params.projectId, request.body));
  }

  for (const { url, hide } of routeForms(`${BASE}/:resourceId.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One link or file of the project', params: ProjectResourceParamsSchema, response: { 200: ProjectResourceSchema, ...errorResponses }, hide },
    }, async (request) => getResource(app.db, requireAuth(request), request.params.projectId, request.params.resourceId));
    app.put(url, {
      schema: {
        tags,
        summary: 'Rename, re-point (links only) or move a resource (needs project write)',
        params: ProjectResourceParamsSchema,
        body: ProjectResourceUpdateSchema,
        response: { 200: ProjectResourceSchema, ...errorResponses },
        hide,
      },
    }, async (request) =>
      updateResource(app.db, requireAuth(request), request.params.projectId, request.params.resourceId, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Remove a resource and its file (needs project write)', params: ProjectResourceParamsSchema, response: { 200: ProjectResourceSchema, ...errorResponses }, hide },
    }, async (request) =>
      destroyResource(app.db, fileStorage(app), requireAuth(request), request.params.projectId, request.params.resourceId));
  }

  for (const { url, hide } of routeForms('/projects/:projectId/upload_pdf.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Upload a PDF resource: multipart `file` (PDF, at most 20 MB) and `title` (needs project write)',
        params: ProjectParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ProjectResourceSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      const { projectId } = request.params;
      // Refuse before reading a large body the caller may not store.
      await loadProjectFor(app.db, auth, projectId, 'write');
      const upload = await readUpload(request, { field: 'file', maxBytes: PROJECT_PDF_MAX_BYTES, types: ['application/pdf'], what: 'PDF' });
      if (!isPdf(upload.data)) throw unprocessable([{ field: 'file', code: 'fileType', message: 'This file is not a PDF. Choose a PDF document.' }]);
      const title = upload.fields.title?.trim() || upload.filename.replace(/\.pdf$/i, '') || 'Document';
      const created = await createFileResource(app.db, fileStorage(app), auth, projectId, {
        data: upload.data,
        content_type: 'application/pdf',
        title,
      });
      return reply.status(201).send(created);
    });
  }
};

export default projectResources;
