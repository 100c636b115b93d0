import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { SAVE_RETRY_FIRST_MS } from '../domain/constants';
import { AlertServiceImpl } from './alert-service-impl';
import type { Alert } from './alert-service';
import { I18nServiceImpl } from './i18n-service-impl';
import type { SaveQueueOptions } from './save-queue';
import { SaveQueueFactoryImpl } from './save-queue-factory-impl';

type Change = { op: 'create' | 'update' | 'delete'; value?: string };

/** Last write wins, a delete cancels a create that never reached the server. */
function merge(older: Change, newer: Change): Change | null {
  if (older.op === 'create' && newer.op === 'delete') return null;
  if (older.op === 'create') return { op: 'create', value: newer.value };
  return newer;
}

/** A send that the test settles by hand, to hold a request in flight. */
function controlledSend() {
  const batches: Array<Record<string, Change>> = [];
  const settle: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send = vi.fn((batch: ReadonlyMap<string, Change>) => {
    batches.push(Object.fromEntries(batch));
    return new Promise<void>((resolve, reject) => settle.push({ resolve, reject }));
  });
  return { send, batches, settle };
}

function setup(options: Partial<SaveQueueOptions<Change>> & Pick<SaveQueueOptions<Change>, 'send'>) {
  const alerts = new AlertServiceImpl();
  const factory = new SaveQueueFactoryImpl(alerts, new I18nServiceImpl());
  const queue = factory.create<Change>({ merge, ...options });
  const shown: Array<Alert | null> = [];
  alerts.alert$.subscribe((alert) => shown.push(alert));
  return { alerts, factory, queue, shown };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SaveQueueImpl', () => {
  it('sends one batch 700 ms after the last change', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'update', value: '1' });
    await vi.advanceTimersByTimeAsync(500);
    queue.enqueue('b', { op: 'update', value: '2' });
    await vi.advanceTimersByTimeAsync(699);
    expect(send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(send.mock.calls[0][0])).toEqual({
      a: { op: 'update', value: '1' },
      b: { op: 'update', value: '2' },
    });
    expect(queue.state).toEqual({ pending: 0, inFlight: false, error: null });
  });

  it('merges changes to the same key, and a null merge cancels both', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'create', value: '1' });
    queue.enqueue('a', { op: 'update', value: '2' });
    queue.enqueue('b', { op: 'create', value: 'x' });
    queue.enqueue('b', { op: 'delete' });
    expect(queue.state.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(700);

    expect(send).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(send.mock.calls[0][0])).toEqual({ a: { op: 'create', value: '2' } });
  });

  it('takes many changes at once, merged as one by one, and tells its state once', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue } = setup({ send });
    const states: number[] = [];
    queue.state$.subscribe((state) => states.push(state.pending));

    queue.enqueueAll([
      ['a', { op: 'create', value: '1' }],
      ['b', { op: 'update', value: 'x' }],
      ['a', { op: 'update', value: '2' }],
    ]);
    queue.enqueueAll([]);
    expect(states).toEqual([0, 2]);
    await vi.advanceTimersByTimeAsync(700);

    expect(send).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(send.mock.calls[0][0])).toEqual({ a: { op: 'create', value: '2' }, b: { op: 'update', value: 'x' } });
  });

  it('sends nothing when every change cancelled out', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue, factory } = setup({ send });
    queue.enqueue('a', { op: 'create' });
    queue.enqueue('a', { op: 'delete' });
    await vi.advanceTimersByTimeAsync(700);
    expect(send).not.toHaveBeenCalled();
    expect(factory.hasUnsavedChanges).toBe(false);
  });

  it('keeps one request in flight and one waiting, built from what is pending when it goes', async () => {
    const { send, batches, settle } = controlledSend();
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'update', value: '1' });
    await vi.advanceTimersByTimeAsync(700);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.state).toMatchObject({ inFlight: true, pending: 1 });

    queue.enqueue('b', { op: 'update', value: '2' });
    await vi.advanceTimersByTimeAsync(700);
    queue.enqueue('c', { op: 'update', value: '3' });
    await vi.advanceTimersByTimeAsync(700);
    queue.enqueue('b', { op: 'update', value: '2b' });
    void queue.flush();
    expect(send).toHaveBeenCalledTimes(1);

    settle[0].resolve();
    await vi.advanceTimersByTimeAsync(0);

    expect(send).toHaveBeenCalledTimes(2);
    expect(batches[1]).toEqual({ b: { op: 'update', value: '2b' }, c: { op: 'update', value: '3' } });
    settle[1].resolve();
    await vi.advanceTimersByTimeAsync(700);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.state).toEqual({ pending: 0, inFlight: false, error: null });
  });

  it('keeps failed changes pending under newer ones, alerts with Retry, and retry sends them', async () => {
    const { send, batches, settle } = controlledSend();
    const { queue, factory, shown } = setup({ send, label: 'Risks' });

    queue.enqueue('a', { op: 'create', value: '1' });
    queue.enqueue('b', { op: 'update', value: 'b1' });
    await vi.advanceTimersByTimeAsync(700);
    queue.enqueue('a', { op: 'update', value: '2' });
    settle[0].reject(new Error('Request failed with status 500'));
    await vi.advanceTimersByTimeAsync(0);

    expect(queue.state).toEqual({ pending: 2, inFlight: false, error: 'Request failed with status 500' });
    expect(factory.hasUnsavedChanges).toBe(true);
    expect(await firstValueFrom(factory.hasFailedSaves$)).toBe(true);
    const alert = shown.at(-1);
    expect(alert).toMatchObject({ severity: 'error', action: { label: 'Retry' } });
    expect(alert?.text).toContain('Risks');

    alert?.action?.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches[1]).toEqual({ a: { op: 'create', value: '2' }, b: { op: 'update', value: 'b1' } });

    settle[1].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.state).toEqual({ pending: 0, inFlight: false, error: null });
    expect(shown.at(-1)).toBeNull();
    expect(factory.hasUnsavedChanges).toBe(false);
    expect(await firstValueFrom(factory.hasFailedSaves$)).toBe(false);
  });

  it('sends failed changes again with the next change', async () => {
    const { send, batches, settle } = controlledSend();
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'update', value: '1' });
    await vi.advanceTimersByTimeAsync(700);
    settle[0].reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);

    queue.enqueue('b', { op: 'update', value: '2' });
    await vi.advanceTimersByTimeAsync(700);
    expect(batches[1]).toEqual({ a: { op: 'update', value: '1' }, b: { op: 'update', value: '2' } });
  });

  it('drops the waiting send when the one ahead of it fails', async () => {
    const { send, settle } = controlledSend();
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'update', value: '1' });
    await vi.advanceTimersByTimeAsync(700);
    queue.enqueue('b', { op: 'update', value: '2' });
    await vi.advanceTimersByTimeAsync(700);
    settle[0].reject(new Error('offline'));
    // Only the automatic retry sends again, once its first delay has passed.
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_FIRST_MS - 1);

    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.state).toMatchObject({ pending: 2, error: 'offline' });
  });

  it('cancels a failed change with a newer change that merges to nothing', async () => {
    const { send, settle } = controlledSend();
    const { queue } = setup({ send });

    queue.enqueue('a', { op: 'create', value: '1' });
    await vi.advanceTimersByTimeAsync(700);
    queue.enqueue('a', { op: 'delete' });
    settle[0].reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);

    expect(queue.state.pending).toBe(0);
  });

  it('flush sends at once without waiting for the debounce', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue } = setup({ send });
    queue.enqueue('a', { op: 'update', value: '1' });
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(700);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('dispose flushes, then refuses new changes, and the factory forgets it once saved', async () => {
    const send = vi.fn(async (_batch: ReadonlyMap<string, Change>) => undefined);
    const { queue, factory } = setup({ send });
    queue.enqueue('a', { op: 'update', value: '1' });
    expect(factory.hasUnsavedChanges).toBe(true);

    await queue.dispose();

    expect(send).toHaveBeenCalledTimes(1);
    expect(factory.hasUnsavedChanges).toBe(false);
    expect(() => queue.enqueue('b', { op: 'update' })).toThrow(/disposed/);
  });

  it('a closed failure alert stays closed while the failure lasts and returns after a later one', async () => {
    const { send, settle } = controlledSend();
    const { queue, alerts, shown } = setup({ send });

    queue.enqueue('a', { op: 'update', value: '1' });
    await vi.advanceTimersByTimeAsync(700);
    settle[0].reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    const first = shown.at(-1);
    alerts.close(first!.id);

    void queue.retry();
    await vi.advanceTimersByTimeAsync(0);
    settle[1].reject(new Error('still offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toBeNull();

    void queue.retry();
    await vi.advanceTimersByTimeAsync(0);
    settle[2].resolve();
    await vi.advanceTimersByTimeAsync(0);
    queue.enqueue('a', { op: 'update', value: '2' });
    await vi.advanceTimersByTimeAsync(700);
    settle[3].reject(new Error('offline again'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toMatchObject({ severity: 'error' });
    expect(shown.at(-1)?.id).not.toBe(first!.id);
  });
});

describe('SaveQueueFactoryImpl', () => {
  it('aggregates unsaved changes and failures across queues, and retryAll retries the failed ones', async () => {
    const alerts = new AlertServiceImpl();
    const factory = new SaveQueueFactoryImpl(alerts, new I18nServiceImpl());
    const failing = controlledSend();
    const working = vi.fn(async () => undefined);
    const first = factory.create<Change>({ merge, send: failing.send });
    const second = factory.create<Change>({ merge, send: working });
    const unsaved: boolean[] = [];
    factory.hasUnsavedChanges$.subscribe((value) => unsaved.push(value));

    first.enqueue('a', { op: 'update' });
    second.enqueue('b', { op: 'update' });
    await vi.advanceTimersByTimeAsync(700);
    failing.settle[0].reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);

    expect(factory.hasUnsavedChanges).toBe(true);
    expect(await firstValueFrom(factory.hasFailedSaves$)).toBe(true);

    const retried = factory.retryAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.send).toHaveBeenCalledTimes(2);
    expect(working).toHaveBeenCalledTimes(1);
    failing.settle[1].resolve();
    await retried;

    expect(factory.hasUnsavedChanges).toBe(false);
    expect(await firstValueFrom(factory.hasFailedSaves$)).toBe(false);
    expect(unsaved).toEqual([false, true, false]);
  });
});
