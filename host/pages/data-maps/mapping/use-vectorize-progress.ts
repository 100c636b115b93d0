import { useCallback, useEffect, useState } from 'react';
import type { DataMapVectorizeProgress } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { dataMapApi } from '../data-map-paths';

const POLL_MS = 1000;

export interface VectorizeProgress {
  /** Null until the first answer. */
  progress: DataMapVectorizeProgress | null;
  failure: unknown;
  /** Starts (or resumes) preparing the map's vectors; progress follows until the run ends. */
  start(): Promise<void>;
}

/** How far the map's vectors are prepared for suggestions, asked while `active`, followed every second while running. */
export function useVectorizeProgress(mapId: Id, active: boolean): VectorizeProgress {
  const http = useService(HttpClient);
  const [progress, setProgress] = useState<DataMapVectorizeProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const running = progress?.state === 'running';

  const ask = useCallback(
    (signal: AbortSignal) =>
      http.get<DataMapVectorizeProgress>(dataMapApi.vectorize(mapId), { signal }).then(setProgress, (error: unknown) => {
        if (!signal.aborted) setFailure(error);
      }),
    [http, mapId],
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    void ask(controller.signal);
    return () => controller.abort();
  }, [ask, active]);

  // While a run goes on, each answer schedules the next question a second later.
  useEffect(() => {
    if (!active || !running) return;
    const controller = new AbortController();
    const timer = setTimeout(() => void ask(controller.signal), POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, active, running, progress]);

  const start = useCallback(async () => {
    setFailure(null);
    try {
      setProgress(await http.post<DataMapVectorizeProgress>(dataMapApi.vectorize(mapId), {}));
    } catch (error) {
      setFailure(error);
    }
  }, [http, mapId]);

  return { progress, failure, start };
}
