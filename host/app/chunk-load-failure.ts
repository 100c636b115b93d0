/**
 * A part of the app (a code or style chunk) that could not be loaded, usually because a newer version was
 * deployed and the old chunk files are gone (data-layer.md §8). Every way browsers and bundlers say it is
 * recognised here; the page then reloads by itself once per session, and after that asks the user to.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../../core/domain/constants';

const FAILURE_MESSAGES = [
  // data-layer.md §8, for code and style chunks.
  /Loading (CSS )?chunk \S+ failed/i,
  // Vite's lazy import in Chromium, in Firefox, and in Safari.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  // Vite's preload of a chunk's styles.
  /Unable to preload CSS/i,
];
const FAILURE_NAMES = new Set(['ChunkLoadError']);
const FAILURE_CODES = new Set(['CSS_CHUNK_LOAD_FAILED']);

/** The session's note that the page already reloaded itself for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'tessera.reloadedForChunk';

export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  return FAILURE_NAMES.has(error.name) || (typeof code === 'string' && FAILURE_CODES.has(code)) || FAILURE_MESSAGES.some((message) => message.test(error.message));
}

/** The error a chunk that did not arrive within CHUNK_LOAD_TIMEOUT_MS gives, as the spec words it. */
export function chunkLoadError(chunk: string): Error {
  const error = new Error(`Loading chunk ${chunk} failed`);
  error.name = 'ChunkLoadError';
  return error;
}

/** `load`, or a ChunkLoadError when it has not answered within the spec's chunk load timeout. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkLoadError(chunk)), timeoutMs);
    load().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Reloads the page unless it already did so for a missing chunk in this session (a chunk that is missing
 * even after a reload would otherwise reload forever). True when it reloads.
 */
export function reloadOnceForChunk(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  reload();
  return true;
}

/**
 * Vite announces a failed preload of a lazy import's files with `vite:preloadError` on the window. The first
 * time, the page reloads instead of failing; after that the import fails and the error page explains.
 */
export function reloadOnPreloadError(target: EventTarget = window, reloadOnce: () => boolean = reloadOnceForChunk): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
