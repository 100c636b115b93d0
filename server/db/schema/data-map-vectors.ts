/**
 * The vectors of a data map's texts for AI-assisted mapping (server/domain/data-governance/map-vectorize.ts): one
 * row per category of the map and per detail of a catalog it places, each with the hash of the text it was computed
 * from and the embeddings model that computed it, so a run recomputes only what changed. Vectors are plain `real[]`
 * on PGlite and PostgreSQL alike (docs/architecture.md "AI-assisted mapping" says why not pgvector).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dataCatalogDetails, dataMapCategories, dataMaps } from './data-governance';

export const dataMapTextVectors = pgTable(
  'data_map_text_vectors',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    /** Exactly one of the two: the category or the detail the text describes. */
    data_map_category_id: integer('data_map_category_id').references(() => dataMapCategories.id, { onDelete: 'cascade' }),
    data_catalog_detail_id: integer('data_catalog_detail_id').references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    /** sha256 of the text the vector was computed from. */
    text_hash: text('text_hash').notNull(),
    /** The embeddings model's name, as llm_models names it. */
    model_name: text('model_name').notNull(),
    vector: real('vector').array().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_map_text_vectors_category_unique').on(t.data_map_id, t.data_map_category_id),
    uniqueIndex('data_map_text_vectors_detail_unique').on(t.data_map_id, t.data_catalog_detail_id),
    check('data_map_text_vectors_one_subject', sql`num_nonnulls(${t.data_map_category_id}, ${t.data_catalog_detail_id}) = 1`),
  ],
);
