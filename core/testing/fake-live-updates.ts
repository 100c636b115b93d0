import { BehaviorSubject } from 'rxjs';
import type { ModuleChanged } from '../domain/live-messages';
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
