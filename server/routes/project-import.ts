/**
 * POST /api/projects/import.json: a new project from an archive made by export.json, sent either as the
 * JSON body itself or as multipart field `file`. 422 with a clear message for anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-context';
import { importProject } from '../domain/project-archive';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectSchema } from '../schemas/project-schema';
import { fileStorage } from '../storage';
import { readUpload } from '../uploads';

const MAX_ARCHIVE_BYTES = 20 * 1024 * 1024;

const projectImport: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/projects/import.json')) {
    app.post(url, {
      schema: {
        tags: ['projects'],
        summary: 'Import a project archive (JSON body, or multipart field "file"); you become its admin (company write)',
        response: { 201: ProjectSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireAuth(request);
      let archive: unknown = request.body;
      if (request.isMultipart()) {
        const upload = await readUpload(request, { field: 'file', maxBytes: MAX_ARCHIVE_BYTES, what: 'Tessera project export (.json)' });
        try {
          archive = JSON.parse(upload.data.toString('utf8'));
        } catch {
          throw unprocessable([{ field: 'file', code: 'fileContent', message: 'The file is not JSON, so it is not a Tessera project export.' }], 'This file is not a Tessera project export.');
        }
      }
      return reply.status(201).send(await importProject(app.db, fileStorage(app), app.moduleRegistry, auth, archive));
    });
  }
};

export default projectImport;
