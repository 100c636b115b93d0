import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS, SAVE_RETRY_FIRST_MS, SAVE_RETRY_MAX_MS } from '../domain/constants';
import { AlertServiceImpl } from './alert-service-impl';
import { I18nServiceImpl } from './i18n-service-impl';
import { SaveQueueFactoryImpl } from './save-queue-factory-impl';

type Change = string;

/** A server that refuses every send while `offline` is true. */
function setup() {
  const server = { offline: true };
  const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => {
    if (server.offline) throw new Error('Network Error');
  });
  const factory = new SaveQueueFactoryImpl(new AlertServiceImpl(), new I18nServiceImpl());
  const queue = factory.create<Change>({ merge: (_older, newer) => newer, send });
  return { server, send, queue };
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('save queue retries', () => {
  it('retries a failed save by itself, 2 s doubling up to 60 s, and starts over after a success', async () => {
    const { server, send, queue } = setup();
    queue.enqueue('a', 'one');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);

    const waits: number[] = [];
    let wait = SAVE_RETRY_FIRST_MS;
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(send).toHaveBeenCalledTimes(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(attempt);
      waits.push(wait);
      wait = Math.min(wait * 2, SAVE_RETRY_MAX_MS);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);

    server.offline = false;
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MAX_MS);
    expect(queue.state).toMatchObject({ pending: 0, error: null });

    server.offline = true;
    queue.enqueue('a', 'two');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    const afterFailure = send.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(afterFailure + 1);
  });

  it('sends again as soon as the browser is back online, one request at a time', async () => {
    const { server, send, queue } = setup();
    queue.enqueue('a', 'one');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);

    server.offline = false;
    let resolveSend: () => void = () => undefined;
    send.mockImplementationOnce(() => new Promise<void>((resolve) => (resolveSend = resolve)));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);

    resolveSend();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.state).toMatchObject({ pending: 0, error: null });
  });

  it('sends again when the tab becomes visible, not while it is hidden', async () => {
    const { server, send, queue } = setup();
    queue.enqueue('a', 'one');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    server.offline = false;

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.state).toMatchObject({ pending: 0, error: null });
  });
});
