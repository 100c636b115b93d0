import type { DiagramEditor } from '../../sdk/diagram';

export interface StepSettler {
  /** True while `settle` runs: its own changes must not schedule it again. */
  readonly settling: boolean;
  /** The user's step touched something: settle once that step ends. */
  schedule(): void;
  stop(): void;
}

/**
 * Runs `settle` once the user's current step ends, as part of that step: on the graph's `batch:stop` when
 * no batch is left open (Backbone delivers it before the undo manager's `all` listener closes the step, so a
 * drag and what `settle` changes are one undo step), or, for a change outside any batch, at the end of the
 * current task, as one step of its own. Nothing runs while read-only or once stopped.
 */
export function stepSettler(editor: DiagramEditor, name: string, settle: () => void): StepSettler {
  const { graph } = editor;
  let pending = false;
  let settling = false;
  let stopped = false;
  const flush = () => {
    if (stopped || !pending || settling || graph.hasActiveBatch() || editor.readOnly) return;
    pending = false;
    settling = true;
    try {
      editor.undoManager.batch(name, settle);
    } finally {
      settling = false;
    }
  };
  graph.on('batch:stop', flush);
  return {
    get settling() {
      return settling;
    },
    schedule() {
      pending = true;
      // A change outside any batch is finished after its events (a set of both ends fires one event per end).
      queueMicrotask(flush);
    },
    stop() {
      stopped = true;
      graph.off('batch:stop', flush);
    },
  };
}
