/**
 * Cosine similarity of query vectors with a map's stored category vectors, computed by pgvector in the database
 * (server/db/pgvector-embeddings.ts), in the same shape and within float precision of the server's own
 * (core/domain/vector-similarity.ts): `scores[q][c]` for the categories in the order given, 0 where a category has no
 * stored vector of the model or of the query's length, or where either vector is all zeros.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../statistics/statistics-sql';
import type { MappingSubject } from './mapping-texts';

export async function storedCategoryCosines(
  db: Queryable,
  mapId: number,
  modelName: string,
  categories: readonly MappingSubject[],
  queries: readonly number[][],
): Promise<number[][]> {
  const rows = await selectRows<{ query: number; category: number; score: number }>(db, sql`
    SELECT q.place::int - 1 AS query, v.data_map_category_id AS category, 1 - (v.embedding <=> q.vector::text::vector) AS score
    FROM data_map_text_vectors v
    CROSS JOIN jsonb_array_elements(${JSON.stringify(queries)}::jsonb) WITH ORDINALITY AS q(vector, place)
    WHERE v.data_map_id = ${mapId} AND v.model_name = ${modelName} AND v.data_map_category_id IS NOT NULL
      AND vector_dims(v.embedding) = jsonb_array_length(q.vector)`);
  const columnOf = new Map(categories.map((category, column) => [category.id, column]));
  const scores = queries.map(() => categories.map(() => 0));
  for (const { query, category, score } of rows) {
    const column = columnOf.get(category);
    // pgvector answers NaN for an all-zero vector, where the server's cosine answers 0.
    if (column !== undefined && Number.isFinite(score)) scores[query][column] = Math.max(0, score);
  }
  return scores;
}
