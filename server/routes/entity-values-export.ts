/**
 * GET .../project_scenario_modules/{moduleId}/entity_values/export.csv: a list module's items as CSV;
 * .../export.bpmn: a BPMN module's diagram as BPMN 2.0 XML.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CSV_CONTENT_TYPE } from '../../core/domain/csv';
import { requireAuth } from '../auth/auth-context';
import { moduleBpmnXml } from '../domain/module-bpmn';
import { moduleItemsCsv } from '../domain/module-csv';
import { archiveFileName } from '../domain/project-archive';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { errorResponses } from '../schemas/api-schemas';
import { ModuleParamsSchema } from '../schemas/resource-schema';
import { ENTITY_VALUES_BASE } from './entity-values';

const entityValuesExport: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  app.get(`${ENTITY_VALUES_BASE}/export.csv`, {
    schema: {
      tags: ['entity values'],
      summary: "A list module's items as CSV (UTF-8 with BOM, a column per declared field; needs read)",
      params: ModuleParamsSchema,
      response: { 200: Type.Unknown({ description: 'text/csv' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { projectId, moduleId } = request.params;
    const { moduleName, csv } = await moduleItemsCsv(app.db, app.moduleRegistry, requireAuth(request), projectId, moduleId);
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${archiveFileName(moduleName, 'csv')}"`)
      .send(csv);
  });

  app.get(`${ENTITY_VALUES_BASE}/export.bpmn`, {
    schema: {
      tags: ['entity values'],
      summary: "A BPMN module's diagram as BPMN 2.0 XML with diagram interchange (needs read; 422 for another module kind)",
      params: ModuleParamsSchema,
      response: { 200: Type.Unknown({ description: 'application/xml' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const { projectId, moduleId } = request.params;
    const { moduleName, xml } = await moduleBpmnXml(app.db, requireAuth(request), projectId, moduleId);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${archiveFileName(moduleName, 'bpmn')}"`)
      .send(xml);
  });
};

export default entityValuesExport;
