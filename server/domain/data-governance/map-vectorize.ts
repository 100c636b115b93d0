/**
 * vectorize_data_map.json: computing the vectors of a map's category and detail texts in the background, in this
 * process, one run per map at a time, only for texts that changed since the company's model made their vector (or
 * that it never made). Without an embeddings model there is nothing to compute: suggestions are lexical and need no
 * stored vectors, so a start answers done at once. Progress lives in memory: after a restart a map reads idle.
 */
import type { FastifyInstance } from 'fastify';
import type { DataMapVectorizeProgress } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import { embedInBatches } from '../language-models/embeddings';
import type { LlmCaller } from '../language-models/llm-usage';
import { chooseModel } from '../language-models/model-choice';
import { DATA_MAP_KIND, loadDataItemFor } from './data-item-access';
import { currentVectors, dropStaleDetailVectors, saveVectors, vectorOf } from './map-vectors';
import { mapCategoryTexts, mapDetailTexts, type MappingText } from './mapping-texts';

/** Who the mapping calls to the embeddings model are made for (no project: a map belongs to none). */
export const mappingCaller = (auth: AuthContext): LlmCaller => ({ companyId: auth.user.company_id, userId: auth.user.id });

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class MapVectorizeRuns {
  private readonly progressByMap = new Map<number, DataMapVectorizeProgress>();
  private readonly running = new Map<number, { stop: AbortController; ended: Promise<void> }>();

  constructor(private readonly app: FastifyInstance) {}

  async progress(auth: AuthContext, mapId: number): Promise<DataMapVectorizeProgress> {
    await loadDataItemFor(this.app.db, DATA_MAP_KIND, auth, mapId, 'read');
    const known = this.progressByMap.get(mapId);
    if (known) return { ...known };
    const model = await chooseModel(this.app, auth.user.company_id, 'embeddings');
    return { state: 'idle', way: model ? 'embeddings' : 'lexical', total: 0, done: 0, finished_at: null };
  }

  /** Starts a run unless one is going (then answers its progress). */
  async start(auth: AuthContext, mapId: number): Promise<DataMapVectorizeProgress> {
    await loadDataItemFor(this.app.db, DATA_MAP_KIND, auth, mapId, 'write');
    const known = this.progressByMap.get(mapId);
    if (known?.state === 'running') return { ...known };
    const progress: DataMapVectorizeProgress = { state: 'running', way: 'embeddings', total: 0, done: 0, finished_at: null };
    this.progressByMap.set(mapId, progress);
    try {
      const model = await chooseModel(this.app, auth.user.company_id, 'embeddings');
      if (!model) return this.finish(progress, { way: 'lexical' });
      const details = await mapDetailTexts(this.app.db, mapId);
      await dropStaleDetailVectors(this.app.db, mapId, details.map((detail) => detail.id));
      const texts = [...(await mapCategoryTexts(this.app.db, mapId)), ...details];
      const current = await currentVectors(this.app.db, mapId, model.name, texts);
      const pending = texts.filter((text) => !vectorOf(current, text));
      progress.total = pending.length;
      if (pending.length === 0) return this.finish(progress);
      const stop = new AbortController();
      const ended = this.run(mappingCaller(auth), mapId, model.name, pending, progress, stop.signal).finally(() => this.running.delete(mapId));
      this.running.set(mapId, { stop, ended });
      return { ...progress };
    } catch (error) {
      this.finish(progress, { state: 'failed', error: reason(error) });
      throw error;
    }
  }

  /** Stops every run and waits for them to end (the server is closing). */
  async stopAll(): Promise<void> {
    const runs = [...this.running.values()];
    for (const run of runs) run.stop.abort();
    await Promise.all(runs.map((run) => run.ended));
  }

  private async run(caller: LlmCaller, mapId: number, modelName: string, pending: MappingText[], progress: DataMapVectorizeProgress, signal: AbortSignal): Promise<void> {
    try {
      const vectors = await embedInBatches(this.app, caller, pending.map((text) => text.text), {
        signal,
        onBatch: async (from, batch) => {
          await saveVectors(this.app.db, mapId, modelName, pending.slice(from, from + batch.length), batch);
          progress.done += batch.length;
        },
      });
      if (vectors === null) throw new Error('No embeddings model reaches your company any more: suggestions are lexical.');
      this.finish(progress);
    } catch (error) {
      this.finish(progress, { state: 'failed', error: reason(error) });
    }
  }

  private finish(progress: DataMapVectorizeProgress, change: Partial<DataMapVectorizeProgress> = {}): DataMapVectorizeProgress {
    Object.assign(progress, { state: 'done', finished_at: new Date().toISOString() }, change);
    return { ...progress };
  }
}
