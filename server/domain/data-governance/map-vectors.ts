/**
 * The stored vectors of a map's texts (data_map_text_vectors): which are still current for a model, saving new ones,
 * and dropping those of details no longer placed on the map (a category's go with it).
 */
import { and, eq, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogDetails, dataMapCategories, dataMapTextVectors } from '../../db/schema';
import { textHash, type MappingSubject, type MappingText } from './mapping-texts';

const subjectKey = (subject: MappingSubject) => `${subject.kind}:${subject.id}`;

/** The vectors computed by `modelName` from the texts as they are now, by subject. */
export async function currentVectors(db: Queryable, mapId: number, modelName: string, texts: readonly MappingText[]): Promise<Map<string, number[]>> {
  const rows = await db.select().from(dataMapTextVectors).where(and(eq(dataMapTextVectors.data_map_id, mapId), eq(dataMapTextVectors.model_name, modelName)));
  const stored = new Map(
    rows.map((row) => [subjectKey(row.data_map_category_id !== null ? { kind: 'category', id: row.data_map_category_id } : { kind: 'detail', id: row.data_catalog_detail_id! }), row]),
  );
  const current = new Map<string, number[]>();
  for (const text of texts) {
    const row = stored.get(subjectKey(text));
    if (row && row.text_hash === textHash(text.text)) current.set(subjectKey(text), row.vector);
  }
  return current;
}

export const vectorOf = (vectors: Map<string, number[]>, subject: MappingSubject) => vectors.get(subjectKey(subject));

/**
 * Replaces the subjects' vectors made by `modelName` (another model's, as another company's for a global map, stay).
 * A category or detail deleted while its vector was being computed is skipped, not a failure of the run.
 */
export async function saveVectors(db: Database, mapId: number, modelName: string, texts: readonly MappingText[], vectors: readonly number[][]): Promise<void> {
  const ids = (kind: MappingSubject['kind']) => texts.filter((text) => text.kind === kind).map((text) => text.id);
  await db.transaction(async (tx) => {
    const categories = await tx.select({ id: dataMapCategories.id }).from(dataMapCategories).where(inArray(dataMapCategories.id, ids('category')));
    const details = await tx.select({ id: dataCatalogDetails.id }).from(dataCatalogDetails).where(inArray(dataCatalogDetails.id, ids('detail')));
    const existing = new Set([...categories.map(({ id }) => subjectKey({ kind: 'category', id })), ...details.map(({ id }) => subjectKey({ kind: 'detail', id }))]);
    const kept = texts.flatMap((text, index) => (existing.has(subjectKey(text)) ? [{ text, vector: vectors[index] }] : []));
    await tx.delete(dataMapTextVectors).where(
      and(
        eq(dataMapTextVectors.data_map_id, mapId),
        eq(dataMapTextVectors.model_name, modelName),
        or(inArray(dataMapTextVectors.data_map_category_id, ids('category')), inArray(dataMapTextVectors.data_catalog_detail_id, ids('detail'))),
      ),
    );
    if (kept.length === 0) return;
    await tx.insert(dataMapTextVectors).values(
      kept.map(({ text, vector }) => ({
        data_map_id: mapId,
        data_map_category_id: text.kind === 'category' ? text.id : null,
        data_catalog_detail_id: text.kind === 'detail' ? text.id : null,
        text_hash: textHash(text.text),
        model_name: modelName,
        vector,
      })),
    );
  });
}

/** Drops the vectors of details the map no longer places. */
export async function dropStaleDetailVectors(db: Queryable, mapId: number, detailIds: readonly number[]): Promise<void> {
  await db
    .delete(dataMapTextVectors)
    .where(and(eq(dataMapTextVectors.data_map_id, mapId), isNotNull(dataMapTextVectors.data_catalog_detail_id), notInArray(dataMapTextVectors.data_catalog_detail_id, [...detailIds])));
}
