/**
 * GET .../entity_values/export.bpmn: a BPMN module's diagram as BPMN 2.0 XML with diagram interchange,
 * written by the mapping the editor's "Export BPMN" uses (core/domain/bpmn-xml). Needs module read.
 * Another kind of module has no BPMN export: 422.
 */
import { and, eq } from 'drizzle-orm';
import { writeBpmnXml, type BpmnCell } from '../../core/domain/bpmn-xml';
import bpmnManifest from '../../plugins/bpmn/manifest';
import { DIAGRAM_CELL_KEY } from '../../sdk/manifest';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { entityAttributes } from '../db/schema';
import { unprocessable } from '../errors';
import { selectKeyedValues, valuesOfModule } from './entity-value-rows';
import { loadModuleAccess } from './module-access';

export const NO_BPMN_EXPORT = 'This module kind has no BPMN export.';

export async function moduleBpmnXml(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<{ moduleName: string; xml: string }> {
  const { module } = await loadModuleAccess(db, auth, projectId, moduleId);
  if (module.type_key !== bpmnManifest.typeKey) throw unprocessable([{ field: 'type_key', code: 'invalid', message: NO_BPMN_EXPORT }], NO_BPMN_EXPORT);
  const rows = await selectKeyedValues(db, and(valuesOfModule(moduleId), eq(entityAttributes.key, DIAGRAM_CELL_KEY)));
  const { xml } = await writeBpmnXml(rows.map((row) => row.value as BpmnCell));
  return { moduleName: module.name, xml };
}
