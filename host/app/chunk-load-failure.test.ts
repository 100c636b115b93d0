import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadFailure, loadChunk, reloadOnceForChunk, reloadOnPreloadError } from './chunk-load-failure';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('isChunkLoadFailure', () => {
  it.each([
    'Loading chunk 42 failed.\n(error: https://app.test/assets/42.js)',
    'Loading CSS chunk risks failed.\n(https://app.test/assets/risks.css)',
    'Failed to fetch dynamically imported module: https://app.test/assets/risks-Dx1.js',
    'error loading dynamically imported module: https://app.test/assets/risks-Dx1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/risks-Dx1.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('recognises the ChunkLoadError name and the CSS_CHUNK_LOAD_FAILED code', () => {
    expect(isChunkLoadFailure(named('ChunkLoadError'))).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('style'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
  });

  it('leaves other failures alone, a failed API call among them', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Loading chunk 42 failed')).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });
});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers what the chunk answers', async () => {
    await expect(loadChunk('risks', async () => 'view')).resolves.toBe('view');
  });

  it('fails as a chunk load failure when the chunk has not arrived within the timeout', async () => {
    vi.useFakeTimers();
    const loading = loadChunk('risks', () => new Promise<never>(() => undefined), 120000);
    const failed = expect(loading).rejects.toSatisfy((error: unknown) => isChunkLoadFailure(error) && (error as Error).message === 'Loading chunk risks failed');
    await vi.advanceTimersByTimeAsync(120000);
    await failed;
  });
});

describe('reloadOnceForChunk', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('reloads the first time in a session, and not again', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnceForChunk(storage, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(reloadOnceForChunk(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnPreloadError', () => {
  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  it("keeps Vite from failing the import when the page reloads, and lets it fail when it does not", () => {
    const target = new EventTarget();
    const answers = [true, false];
    reloadOnPreloadError(target, () => answers.shift() ?? false);
    const first = preloadError();
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });
});
