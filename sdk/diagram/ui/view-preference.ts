import { clampZoom, type Viewport } from '../geometry/zoom';
import { safeStorage } from './safe-storage';

export function viewPreferenceKey(userId: number, moduleId: number): string {
  return `tessera.diagram.view.${userId}.${moduleId}`;
}

/**
 * Where a person left a diagram (zoom and position), kept in localStorage per user and module so that the
 * next open shows the same part; null when nothing usable is stored (the diagram then opens fitted).
 */
export function readSavedView(userId: number, moduleId: number, storage = safeStorage()): Viewport | null {
  if (!storage) return null;
  try {
    const stored = JSON.parse(storage.getItem(viewPreferenceKey(userId, moduleId)) ?? 'null') as Partial<Viewport> | null;
    if (stored && [stored.scale, stored.tx, stored.ty].every((value) => typeof value === 'number' && Number.isFinite(value))) {
      return { scale: clampZoom(stored.scale as number), tx: stored.tx as number, ty: stored.ty as number };
    }
  } catch {
    // An unreadable entry is treated as absent.
  }
  return null;
}

export function writeSavedView(userId: number, moduleId: number, view: Viewport, storage = safeStorage()): void {
  try {
    const { scale, tx, ty } = view;
    storage?.setItem(viewPreferenceKey(userId, moduleId), JSON.stringify({ scale, tx, ty } satisfies Viewport));
  } catch {
    // Storage full or disabled: the diagram simply opens fitted next time.
  }
}
