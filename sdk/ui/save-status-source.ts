import { combineLatest, map } from 'rxjs';
import type { SaveQueue } from '../../core/services/save-queue';

/** What `<SaveStatus>` needs: a save queue, or anything that forwards one (e.g. an entity values store). */
export type SaveStatusSource = Pick<SaveQueue<unknown>, 'state$' | 'state' | 'retry'>;

type SaveState = SaveStatusSource['state'];

function combinedState(states: readonly SaveState[]): SaveState {
  return {
    pending: states.reduce((sum, state) => sum + state.pending, 0),
    inFlight: states.some((state) => state.inFlight),
    error: states.find((state) => state.error !== null)?.error ?? null,
  };
}

/**
 * One status for several queues (a board's cards and columns): saving while any saves, failed while any failed.
 * Its state keeps its identity while nothing changes, as `useObservable` needs of a snapshot.
 */
export function combinedSaveStatus(sources: readonly SaveStatusSource[]): SaveStatusSource {
  let last: SaveState = combinedState(sources.map((source) => source.state));
  const current = (): SaveState => {
    const next = combinedState(sources.map((source) => source.state));
    if (next.pending !== last.pending || next.inFlight !== last.inFlight || next.error !== last.error) last = next;
    return last;
  };
  return {
    state$: combineLatest(sources.map((source) => source.state$)).pipe(map(current)),
    get state() {
      return current();
    },
    retry: () => Promise.all(sources.map((source) => source.retry())).then(() => undefined),
  };
}
