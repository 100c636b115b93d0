import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { SaveQueueState } from '../../core/services/save-queue';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { SaveStatus } from './save-status';

function source() {
  const subject = new BehaviorSubject<SaveQueueState>({ pending: 0, inFlight: false, error: null });
  const retry = vi.fn(() => Promise.resolve());
  return {
    subject,
    retry,
    queue: {
      state$: subject.asObservable(),
      get state() {
        return subject.value;
      },
      retry,
    },
  };
}

describe('SaveStatus', () => {
  it('says whether changes are saved, being saved, or not saved with a Retry', async () => {
    const { subject, retry, queue } = source();
    renderWithServices(<SaveStatus queue={queue} />, createTestServices());
    expect(screen.getByText('All changes saved')).toBeInTheDocument();

    act(() => subject.next({ pending: 2, inFlight: false, error: null }));
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    act(() => subject.next({ pending: 2, inFlight: false, error: 'Network Error' }));
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();

    act(() => subject.next({ pending: 0, inFlight: false, error: null }));
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
