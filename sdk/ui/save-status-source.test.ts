import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { SaveQueueState } from '../../core/services/save-queue';
import { combinedSaveStatus, type SaveStatusSource } from './save-status-source';

const source = (state: SaveQueueState): SaveStatusSource & { subject: BehaviorSubject<SaveQueueState> } => {
  const subject = new BehaviorSubject(state);
  return { subject, state$: subject.asObservable(), get state() { return subject.value; }, retry: async () => undefined };
};

describe('a combined save status', () => {
  it('is saving while any queue saves and failed while any failed, and keeps its state’s identity while nothing changes', () => {
    const cards = source({ pending: 0, inFlight: false, error: null });
    const columns = source({ pending: 0, inFlight: false, error: null });
    const combined = combinedSaveStatus([cards, columns]);
    const idle = combined.state;
    expect(combined.state).toBe(idle);
    columns.subject.next({ pending: 2, inFlight: true, error: null });
    expect(combined.state).toEqual({ pending: 2, inFlight: true, error: null });
    cards.subject.next({ pending: 1, inFlight: false, error: 'offline' });
    expect(combined.state).toEqual({ pending: 3, inFlight: true, error: 'offline' });
    expect(combined.state).toBe(combined.state);
  });
});
