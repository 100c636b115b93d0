import { useEffect, useMemo, useRef, useState } from 'react';
import type { PresenceEntry, PresencePoint } from '../../core/domain/live-messages';
import { LiveUpdates } from '../../core/services/live-updates';
import { useService } from '../services-context';

/** How often a moving pointer is told to the others at most. */
const POINTER_EVERY_MS = 100;

const NOBODY: readonly PresenceEntry[] = [];

/** Who else has the module open (one entry per tab), as it changes. */
export function usePresence(moduleId: number): readonly PresenceEntry[] {
  const live = useService(LiveUpdates);
  const [others, setOthers] = useState<readonly PresenceEntry[]>(NOBODY);
  useEffect(() => {
    const subscription = live.presence$(moduleId).subscribe(setOthers);
    return () => subscription.unsubscribe();
  }, [live, moduleId]);
  return others;
}

export interface OwnPresence {
  /** This person's selection changed (ids of diagram cells, list items). */
  selected(selection: readonly string[]): void;
  /** Their pointer moved on the canvas (null: it left it); told at most every POINTER_EVERY_MS. */
  pointed(cursor: PresencePoint | null): void;
}

/** Tells the others in the module what this person selects and where they point. */
export function useOwnPresence(moduleId: number): OwnPresence {
  const live = useService(LiveUpdates);
  const state = useRef<{ selection: readonly string[]; cursor: PresencePoint | null; timer: ReturnType<typeof setTimeout> | null }>({
    selection: [],
    cursor: null,
    timer: null,
  });
  useEffect(() => {
    const current = state.current;
    return () => {
      if (current.timer) clearTimeout(current.timer);
    };
  }, []);
  return useMemo(() => {
    const publish = () => live.publishPresence(moduleId, state.current.selection, state.current.cursor);
    return {
      selected: (selection) => {
        const known = state.current.selection;
        if (known.length === selection.length && known.every((id, index) => id === selection[index])) return;
        state.current.selection = selection;
        publish();
      },
      pointed: (cursor) => {
        state.current.cursor = cursor;
        if (state.current.timer) return;
        state.current.timer = setTimeout(() => {
          state.current.timer = null;
          publish();
        }, POINTER_EVERY_MS);
      },
    };
  }, [live, moduleId]);
}
