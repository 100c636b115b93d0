import { LOCAL_PREFERENCE_TTL_MS } from '../../../core/domain/constants';
import { safeStorage } from './safe-storage';

interface StoredPreference {
  minimised: boolean;
  savedAt: number;
}

export function stencilPreferenceKey(projectId: number, moduleId: number): string {
  return `tessera.diagram.stencil-minimised.${projectId}.${moduleId}`;
}

/**
 * §4: the shapes panel's minimised flag, kept in localStorage per project and module and restored only
 * while it is under 24 hours old (older or unreadable: the panel opens, and the stale entry is dropped).
 */
export function readStencilMinimised(projectId: number, moduleId: number, now = Date.now(), storage = safeStorage()): boolean {
  if (!storage) return false;
  const key = stencilPreferenceKey(projectId, moduleId);
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredPreference> | null;
    if (stored && typeof stored.minimised === 'boolean' && typeof stored.savedAt === 'number' && now - stored.savedAt < LOCAL_PREFERENCE_TTL_MS) {
      return stored.minimised;
    }
  } catch {
    // An unreadable entry is treated as absent.
  }
  storage.removeItem(key);
  return false;
}

export function writeStencilMinimised(projectId: number, moduleId: number, minimised: boolean, now = Date.now(), storage = safeStorage()): void {
  try {
    storage?.setItem(stencilPreferenceKey(projectId, moduleId), JSON.stringify({ minimised, savedAt: now } satisfies StoredPreference));
  } catch {
    // Storage full or disabled: the panel simply opens next time.
  }
}
