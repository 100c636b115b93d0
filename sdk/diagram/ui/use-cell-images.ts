import { useEffect, useState } from 'react';
import type { HttpClient } from '../../../core/services/http-client';
import { CellImages, cellSavedIn, httpCellImageTransport } from '../cell-images';
import type { CellStore } from '../diagram-store-sync';
import type { DiagramEditor } from '../diagram-editor';

/**
 * One CellImages per editor (so a deleted cell's image is kept for undo), on the module's image calls.
 * Null until it is set up. Keep `onError` stable (useCallback).
 */
export function useCellImages(editor: DiagramEditor, store: CellStore, http: HttpClient, projectId: number, moduleId: number, onError: () => void): CellImages | null {
  const [images, setImages] = useState<CellImages | null>(null);
  useEffect(() => {
    const next = new CellImages(editor.graph, httpCellImageTransport(http, projectId, moduleId), onError, cellSavedIn(store));
    setImages(next);
    return () => next.dispose();
  }, [editor, store, http, projectId, moduleId, onError]);
  return images;
}
