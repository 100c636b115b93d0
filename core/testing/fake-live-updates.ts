import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ModuleChanged, PresenceEntry, PresencePoint } from '../domain/live-messages';
import type { LiveModuleListener, LiveState, LiveUpdates } from '../services/live-updates';

/** Live updates a test pushes by hand: what others changed, and a connection that came back. */
export class FakeLiveUpdates implements LiveUpdates {
  readonly state$ = new BehaviorSubject<LiveState>('live');
  private readonly listeners = new Map<number, Set<LiveModuleListener>>();

  subscribe(moduleId: number, listener: LiveModuleListener): () => void {
    const listeners = this.listeners.get(moduleId) ?? new Set();
    listeners.add(listener);
    this.listeners.set(moduleId, listeners);
    return () => listeners.delete(listener);
  }

  /** Who the test says is in each module. */
  private readonly present = new BehaviorSubject<ReadonlyMap<number, readonly PresenceEntry[]>>(new Map());
  /** What this person published last, by module. */
  readonly published = new Map<number, { selection: readonly string[]; cursor: PresencePoint | null }>();

  presence$(moduleId: number): Observable<readonly PresenceEntry[]> {
    return this.present.pipe(map((present) => present.get(moduleId) ?? []));
  }

  publishPresence(moduleId: number, selection: readonly string[], cursor: PresencePoint | null): void {
    this.published.set(moduleId, { selection, cursor });
  }

  /** Says who else is in the module now. */
  setPresence(moduleId: number, entries: readonly PresenceEntry[]): void {
    this.present.next(new Map(this.present.value).set(moduleId, entries));
  }

  /** The revisions each module was reported seen at, in order. */
  readonly seenRevisions = new Map<number, number[]>();

  seen(moduleId: number, revision: number): void {
    this.seenRevisions.set(moduleId, [...(this.seenRevisions.get(moduleId) ?? []), revision]);
  }

  subscribers(moduleId: number): number {
    return this.listeners.get(moduleId)?.size ?? 0;
  }

  push(change: Omit<ModuleChanged, 'type' | 'revisionId' | 'userId'>): void {
    const message: ModuleChanged = { type: 'module-changed', revisionId: 1, userId: 2, ...change };
    for (const listener of this.listeners.get(change.moduleId) ?? []) listener.changed(message);
  }

  resume(): void {
    for (const listeners of this.listeners.values()) for (const listener of listeners) listener.resumed();
  }
}
