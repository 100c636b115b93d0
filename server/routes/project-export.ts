/**
 * GET /api/projects/{id}/export.json (the archive, as an attachment) and export.pdf (a printable
 * summary, diagrams as their pictures). Both need project read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { projectPdf } from '../domain/pdf/project-pdf';
import { archiveFileName, exportProject } from '../domain/project-archive';
import { errorResponses } from '../schemas/api-schemas';
import { ProjectIdParamsSchema } from '../schemas/project-schema';
import { fileStorage } from '../storage';

const tags = ['projects'];

const projectExport: FastifyPluginAsyncTypebox = async (app) => {
  for (const url of ['/projects/:id/export.json', '/projects/:id/export']) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Download the project as an archive (format tessera-project, version 1) for import elsewhere',
        params: ProjectIdParamsSchema,
        response: { 200: Type.Unknown({ description: 'The ProjectArchive (core/domain/workspace-types.ts).' }), ...errorResponses },
        hide: url.endsWith('/export'),
      },
    }, async (request, reply) => {
      const archive = await exportProject(app.db, requireAuth(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${archiveFileName(archive.project.name, 'tessera.json')}"`)
        .send(JSON.stringify(archive));
    });
  }

  app.get('/projects/:id/export.pdf', {
    schema: {
      tags,
      summary: 'A printable PDF summary: name, description, sections, modules with their kind, diagrams as their picture, other content as text',
      params: ProjectIdParamsSchema,
      response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { name, pdf } = await projectPdf(app.db, fileStorage(app), app.moduleRegistry, requireAuth(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${archiveFileName(name, 'pdf')}"`)
      .send(pdf);
  });
};

export default projectExport;
