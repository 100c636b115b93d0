/** A module's content as text for the model: its name, kind and description, then its family's rendering. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entityValues } from '../../../db/schema';
import type { TypedModuleRow } from '../../module-access';
import { cappedContext } from './context-limit';
import { rendererOf } from './family-renderers';

export async function moduleContext(app: FastifyInstance, module: TypedModuleRow): Promise<string> {
  const type = app.moduleRegistry.moduleTypeByKey(module.type_key);
  const header = [`Module "${module.name}" (kind: ${type?.manifest.title ?? module.type_key})`, ...(module.description ? [`Description: ${module.description}`] : [])];
  const renderer = type ? rendererOf(type.manifest) : null;
  if (!type || !renderer) return cappedContext(header);
  const rows = await app.db
    .select({ attributeId: entityValues.entity_attribute_id, value: entityValues.value })
    .from(entityValues)
    .where(eq(entityValues.module_id, module.id))
    .orderBy(asc(entityValues.position), asc(entityValues.id));
  const values = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = app.moduleRegistry.attributeById(row.attributeId)?.key;
    if (!key) continue;
    values.set(key, [...(values.get(key) ?? []), row.value as Record<string, unknown>]);
  }
  return cappedContext([...header, ...renderer({ name: module.name, description: module.description, manifest: type.manifest, values })]);
}
