/**
 * How well suggested mappings find the right category on the labelled set (tests/fixtures/mapping-set: 300 data
 * elements, 25 categories): precision at 1 of the lexical way, and of the embeddings way through the real client
 * against the fake OpenAI server on loopback (its vectors are hashed word counts, so the figure measures the
 * plumbing, not a real model). Prints figures, never fails on a number.
 *
 * Run alone: `node --import tsx bench/mapping-suggestions.bench.ts` (or `npm run bench -- mapping-suggestions`).
 */
import { performance } from 'node:perf_hooks';
import { LexicalIndex } from '../core/domain/lexical-similarity';
import { cosineSimilarity } from '../core/domain/vector-similarity';
import { EMBEDDING_BATCH_SIZE } from '../server/domain/language-models/embeddings';
import { createEmbeddings, type ModelEndpoint } from '../server/domain/language-models/openai-client';
import { loadMappingSet, precisionAtOne } from '../tests/fixtures/mapping-set/mapping-set';
import { startFakeOpenAiServer } from '../tests/support/fake-openai-server';
import { runWhenMain } from './support/run-when-main';

async function embedAll(endpoint: ModelEndpoint, texts: string[]): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let from = 0; from < texts.length; from += EMBEDDING_BATCH_SIZE) vectors.push(...(await createEmbeddings(endpoint, texts.slice(from, from + EMBEDDING_BATCH_SIZE))).vectors);
  return vectors;
}

export async function measureMappingSuggestions(log: (line: string) => void = console.log): Promise<void> {
  const { categories, elements } = loadMappingSet();
  const of = `${elements.length} elements, ${categories.length} categories`;

  let started = performance.now();
  const lexical = await precisionAtOne(async (categoryTexts, elementTexts) => {
    const index = new LexicalIndex(categoryTexts);
    return elementTexts.map((text) => index.scores(text));
  });
  log(`[bench] mapping suggestions, lexical way: precision at 1 ${(lexical * 100).toFixed(1)}% (${of}) in ${(performance.now() - started).toFixed(0)} ms`);

  const fake = await startFakeOpenAiServer();
  try {
    const endpoint: ModelEndpoint = { baseUrl: fake.baseUrl, model: 'fake-embed', apiKey: null };
    started = performance.now();
    const embeddings = await precisionAtOne(async (categoryTexts, elementTexts) => {
      const categoryVectors = await embedAll(endpoint, categoryTexts);
      const elementVectors = await embedAll(endpoint, elementTexts);
      return elementVectors.map((vector) => categoryVectors.map((category) => cosineSimilarity(vector, category)));
    });
    log(`[bench] mapping suggestions, embeddings way (fake model: hashed word counts): precision at 1 ${(embeddings * 100).toFixed(1)}% (${of}, ${fake.requests.length} calls) in ${(performance.now() - started).toFixed(0)} ms`);
  } finally {
    await fake.close();
  }
}

await runWhenMain(import.meta.url, () => measureMappingSuggestions());
