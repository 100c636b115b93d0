import { createContext, useContext, useEffect, useRef } from 'react';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SuggestedItem } from '../../core/domain/assistant-types';

/**
 * What the open module view does with suggestions the user accepts: it adds them through its ordinary save path
 * (the entity values store, the diagram's graph), as one step of its own undo, so they show in the list or on the
 * diagram at once. Answers how many it added (an item it cannot place, e.g. a next step after no such element,
 * is skipped).
 */
export interface SuggestionTarget {
  accept(items: readonly SuggestedItem[]): number;
}

/** The view's target, registered while it is mounted and writable; the assistant panel reads it. */
export class SuggestionTargets {
  private readonly subject = new BehaviorSubject<SuggestionTarget | null>(null);
  readonly current$: Observable<SuggestionTarget | null> = this.subject.asObservable();

  get current(): SuggestionTarget | null {
    return this.subject.value;
  }

  register(target: SuggestionTarget): () => void {
    this.subject.next(target);
    return () => {
      if (this.subject.value === target) this.subject.next(null);
    };
  }
}

/** Given by the host around a module's view and its assistant panel; absent elsewhere (an embed). */
export const SuggestionTargetsContext = createContext<SuggestionTargets | null>(null);

/**
 * Offers the view's way of adding suggestions to the assistant panel, while mounted; `accept` null offers none
 * (read-only). The latest `accept` is used, so it may close over the view's current state.
 */
export function useSuggestionTarget(accept: SuggestionTarget['accept'] | null): void {
  const targets = useContext(SuggestionTargetsContext);
  const latest = useRef(accept);
  useEffect(() => {
    latest.current = accept;
  });
  const enabled = accept !== null;
  useEffect(() => {
    if (!targets || !enabled) return;
    return targets.register({ accept: (items) => latest.current?.(items) ?? 0 });
  }, [targets, enabled]);
}
