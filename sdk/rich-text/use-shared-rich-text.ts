import { fromBase64, toBase64 } from 'lib0/buffer';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import * as Y from 'yjs';
import type { ProjectModule } from '../../core/domain/api-types';
import { LiveUpdates } from '../../core/services/live-updates';
import { useEntityDocument, type EntityDocument } from '../entity-values/use-entity-document';
import { useService } from '../services-context';

/** A rich text document edited together: its HTML, and the Yjs state (base64) the HTML was made from. */
export interface SharedRichTextValue {
  html: string;
  yjs?: string;
}

export interface SharedRichText extends Omit<EntityDocument<SharedRichTextValue>, 'save'> {
  /** The document the editor shows and writes (RichTextEditor's `sharedDocument`). */
  document: Y.Doc;
  /** For the editor's `onChange`: the HTML saved with the document's state (a change of this person's is saved). */
  editorChanged(html: string): void;
}

/** Changes that came from others' saves: merged, never saved back as this person's. */
const FROM_OTHERS = Symbol('from others');

/** Whether `local` holds anything (words typed or removed) that the saved `state` lacks. */
function addsTo(state: Uint8Array, local: Uint8Array): boolean {
  const probe = new Y.Doc();
  Y.applyUpdate(probe, state);
  let changed = false;
  probe.on('update', () => (changed = true));
  Y.applyUpdate(probe, local);
  probe.destroy();
  return changed;
}

/**
 * A rich text document several people edit at once, with nobody losing a word: a Yjs document (a CRDT) whose
 * state is saved beside the HTML through the module's one write path, like any edit. What others save arrives
 * live and is merged (whether or not this person has unsaved changes); when this person's copy then holds more
 * than what was saved, it is saved again, so the stored document ends up with everyone's words.
 */
export function useSharedRichText(module: ProjectModule, attributeKey: string): SharedRichText {
  const stored = useEntityDocument<SharedRichTextValue>(module, attributeKey);
  const live = useService(LiveUpdates);
  const { id: moduleId } = module;
  // One document per module and attribute, kept across re-renders.
  const document = useMemo(() => new Y.Doc({ meta: { moduleId, attributeKey } }), [moduleId, attributeKey]);
  const latestHtml = useRef(stored.value?.html ?? '');
  const storedId = useRef(stored.id);
  storedId.current = stored.id;
  const { save: saveStored, ...shownDocument } = stored;

  const saveState = useCallback(
    () => saveStored({ html: latestHtml.current, yjs: toBase64(Y.encodeStateAsUpdate(document)) }),
    [saveStored, document],
  );

  const mergeSaved = useCallback(
    (state: string) => {
      const saved = fromBase64(state);
      Y.applyUpdate(document, saved, FROM_OTHERS);
      if (addsTo(saved, Y.encodeStateAsUpdate(document))) saveState();
    },
    [document, saveState],
  );

  const storedState = stored.value?.yjs;
  useEffect(() => {
    if (storedState) mergeSaved(storedState);
  }, [storedState, mergeSaved]);

  // The store keeps unsaved local edits over what others saved: their words are merged from the live change itself.
  useEffect(
    () =>
      live.subscribe(moduleId, {
        changed: ({ values }) => {
          const saved = values.find((value) => value.id === storedId.current)?.value as SharedRichTextValue | undefined;
          if (saved?.yjs) mergeSaved(saved.yjs);
        },
        resumed: () => undefined,
      }),
    [live, moduleId, mergeSaved],
  );

  // Every change of this person's is saved with the HTML the editor made of it (its onChange runs first).
  useEffect(() => {
    let queued = false;
    const saveOwn = (_update: Uint8Array, origin: unknown) => {
      if (origin === FROM_OTHERS || queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        saveState();
      });
    };
    document.on('update', saveOwn);
    return () => document.off('update', saveOwn);
  }, [document, saveState]);

  const editorChanged = useCallback((html: string) => {
    latestHtml.current = html;
  }, []);

  return { ...shownDocument, document, editorChanged };
}
