/**
 * Copies of entity values, into the same module (duplicate) or from another module of the project of the
 * same kind (paste): diagram cells get new jsids and the links among them follow the copies
 * (core/domain/diagram-cell-clone.ts). One transaction, written like bulk_create.
 */
import { randomUUID } from 'node:crypto';
import type { EntityValueCreate, EntityValuesCloneAnswer, EntityValuesCloneRequest } from '../../core/domain/api-types';
import { cloneCellDocuments } from '../../core/domain/diagram-cell-clone';
import type { AuthContext } from '../auth/auth-context';
import type { Database } from '../db/client';
import { unprocessable } from '../errors';
import { assignmentsOf } from './entity-value-assignments';
import type { AttributeCatalog } from './entity-value-checks';
import { insertValues } from './entity-value-inserts';
import { findModuleValues, toEntityValueAnswer } from './entity-value-rows';
import { loadModuleFor } from './module-access';
import { changeModule } from './module-revisions/change-module';

export async function cloneEntityValues(
  db: Database,
  catalog: AttributeCatalog,
  auth: AuthContext,
  projectId: number,
  moduleId: number,
  input: EntityValuesCloneRequest,
): Promise<EntityValuesCloneAnswer> {
  const { module } = await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const sourceId = input.source_module_id ?? moduleId;
  const source = sourceId === moduleId ? module : (await loadModuleFor(db, auth, projectId, sourceId, 'read')).module;
  if (source.scenario_module_id !== module.scenario_module_id) {
    const message = 'Content can only be copied between modules of the same kind.';
    throw unprocessable([{ field: 'source_module_id', code: 'notAnOption', message }], message);
  }
  const originals = await findModuleValues(db, sourceId, [...new Set(input.entity_value_ids)]);
  const copies = cloneCellDocuments(
    originals.map((row) => row.value as Record<string, unknown>),
    { createId: randomUUID, offset: input.offset, layerId: input.layer_id },
  );
  const creates: EntityValueCreate[] = copies.map(({ from, document }) => ({
    entity_attribute_id: originals[from].entity_attribute_id,
    value: document,
    ...assignmentsOf(originals[from]),
  }));
  return changeModule(db, projectId, moduleId, async (tx) => {
    const rows = await insertValues(tx, catalog, module, creates);
    const answers = rows.map((row) => toEntityValueAnswer(row));
    return {
      default: answers.filter((_, index) => !copies[index].link),
      links: answers.filter((_, index) => copies[index].link),
      data_catalog_detail_entity_values: [],
    };
  }, auth, (answer) => ({
    action: 'created',
    subject_type: 'EntityValue',
    summary: `Copied ${answer.default.length + answer.links.length} content items`,
    details: { module_id: moduleId, source_module_id: sourceId },
  }));
}
