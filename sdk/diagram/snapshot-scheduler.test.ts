import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import type { SaveQueueState } from '../../core/services/save-queue';
import { SnapshotScheduler } from './snapshot-scheduler';

const idle: SaveQueueState = { pending: 0, inFlight: false, error: null };

function setup() {
  const state = new BehaviorSubject<SaveQueueState>(idle);
  const takeSnapshot = vi.fn(() => Promise.resolve());
  const onError = vi.fn();
  const scheduler = new SnapshotScheduler({ saveState$: state, takeSnapshot, onError });
  const save = (result: Partial<SaveQueueState> = {}) => {
    state.next({ pending: 1, inFlight: true, error: null });
    state.next({ ...idle, ...result });
  };
  return { state, takeSnapshot, onError, scheduler, save };
}

describe('SnapshotScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes a snapshot 2000 ms after a successful save', async () => {
    const { save, takeSnapshot } = setup();
    save();
    await vi.advanceTimersByTimeAsync(1999);
    expect(takeSnapshot).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(takeSnapshot).toHaveBeenCalledTimes(1);
  });

  it('takes one snapshot for a burst of saves', async () => {
    const { save, takeSnapshot } = setup();
    save();
    await vi.advanceTimersByTimeAsync(1000);
    save();
    await vi.advanceTimersByTimeAsync(2000);
    expect(takeSnapshot).toHaveBeenCalledTimes(1);
  });

  it('takes none before anything was saved, or after a failed save', async () => {
    const { save, takeSnapshot } = setup();
    await vi.advanceTimersByTimeAsync(5000);
    save({ pending: 1, error: 'Network Error' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(takeSnapshot).not.toHaveBeenCalled();
  });

  it('waits while more changes are pending', async () => {
    const { save, takeSnapshot } = setup();
    save({ pending: 2 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(takeSnapshot).not.toHaveBeenCalled();
  });

  it('reports a failed snapshot and tries again after the next save', async () => {
    const { save, takeSnapshot, onError } = setup();
    takeSnapshot.mockRejectedValueOnce(new Error('upload failed'));
    save();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledWith(new Error('upload failed'));
    save();
    await vi.advanceTimersByTimeAsync(2000);
    expect(takeSnapshot).toHaveBeenCalledTimes(2);
  });

  it('stops when disposed', async () => {
    const { save, takeSnapshot, scheduler } = setup();
    save();
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(takeSnapshot).not.toHaveBeenCalled();
  });
});
