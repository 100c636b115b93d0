/**
 * How well each query text (a detail from an uploaded file) fits each category of a map, 0 to 1: cosine of
 * embeddings when a model reaches the company (the categories' stored vectors where still current, the rest computed
 * now and stored for the next time; ranked by pgvector where the database has it, else here), else lexical
 * similarity (core/domain/lexical-similarity.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MappingSuggestionWay } from '../../../core/domain/data-governance-types';
import { LexicalIndex } from '../../../core/domain/lexical-similarity';
import { cosineSimilarity } from '../../../core/domain/vector-similarity';
import { pgvectorEmbeddings } from '../../db/pgvector-embeddings';
import { embedInBatches } from '../language-models/embeddings';
import { answeringLlmErrors } from '../language-models/llm-call-errors';
import type { LlmCaller } from '../language-models/llm-usage';
import { chooseModel } from '../language-models/model-choice';
import { currentVectors, saveVectors, vectorOf } from './map-vectors';
import type { MapCategoryText } from './mapping-texts';
import { storedCategoryCosines } from './stored-cosines';

/** `scores[q][c]`: how well query q fits category c. */
export interface SuggestionScores {
  way: MappingSuggestionWay;
  scores: number[][];
}

const lexicalScores = (categories: readonly MapCategoryText[], queries: readonly string[]): SuggestionScores => {
  const index = new LexicalIndex(categories.map((category) => category.text));
  return { way: 'lexical', scores: queries.map((query) => index.scores(query)) };
};

export async function scoreAgainstCategories(app: FastifyInstance, caller: LlmCaller, mapId: number, categories: readonly MapCategoryText[], queries: readonly string[]): Promise<SuggestionScores> {
  const model = await chooseModel(app, caller.companyId, 'embeddings');
  if (!model) return lexicalScores(categories, queries);
  const stored = await currentVectors(app.db, mapId, model.name, categories);
  const missing = categories.filter((category) => !vectorOf(stored, category));
  const [computed, queryVectors] = await answeringLlmErrors(async () => [
    await embedInBatches(app, caller, missing.map((category) => category.text)),
    await embedInBatches(app, caller, queries),
  ]);
  if (computed === null || queryVectors === null) return lexicalScores(categories, queries);
  if (missing.length > 0) await saveVectors(app.db, mapId, model.name, missing, computed);
  if (await pgvectorEmbeddings.has(app.db)) return { way: 'embeddings', scores: await storedCategoryCosines(app.db, mapId, model.name, categories, queryVectors) };
  const computedOf = new Map(missing.map((category, index) => [category.id, computed[index]]));
  const categoryVectors = categories.map((category) => vectorOf(stored, category) ?? computedOf.get(category.id)!);
  return { way: 'embeddings', scores: queryVectors.map((query) => categoryVectors.map((vector) => Math.max(0, cosineSimilarity(query, vector)))) };
}
