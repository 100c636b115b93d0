import { resolveService } from '../../core/services/service-token';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { SaveQueueFactory } from '../../core/services/save-queue';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { TransferCounters } from '../../core/services/transfer-counters';
import { UpdateNotice } from '../../core/services/update-notice';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { SuccessSnackbarHost } from './success-snackbar-host';
import { LoadingBar, SavingIndicator } from './transfer-indicators';
import { UpdateAvailableNotice } from './update-available-notice';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

function unsavedChanges(container: ReturnType<typeof createHostTestContainer>['container']) {
  const unsaved = new BehaviorSubject(false);
  const real = resolveService(container, SaveQueueFactory);
  container.rebind<SaveQueueFactory>(SaveQueueFactory).toConstantValue({
    create: (options) => real.create(options),
    hasUnsavedChanges$: unsaved,
    get hasUnsavedChanges() {
      return unsaved.value;
    },
    hasFailedSaves$: real.hasFailedSaves$,
    retryAll: () => real.retryAll(),
  });
  return unsaved;
}

describe('shell indicators', () => {
  it('shows "Saving..." while an upload runs', () => {
    const { container } = createHostTestContainer();
    renderHost(<SavingIndicator />, container);
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    let end = () => {};
    act(() => {
      end = resolveService(container, TransferCounters).begin('upload');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    act(() => end());
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('shows "Saving..." while changes wait in a save queue', () => {
    const { container } = createHostTestContainer();
    const unsaved = unsavedChanges(container);
    renderHost(<SavingIndicator />, container);
    act(() => unsaved.next(true));
    expect(screen.getByText('Saving...')).toBeInTheDocument();
  });

  it('shows the loading bar while a download runs', () => {
    const { container } = createHostTestContainer();
    renderHost(<LoadingBar />, container);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let end = () => {};
    act(() => {
      end = resolveService(container, TransferCounters).begin('download');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeInTheDocument();
    act(() => end());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides the success snackbar after 6000 ms', () => {
    vi.useFakeTimers();
    try {
      const { container } = createHostTestContainer();
      renderHost(<SuccessSnackbarHost />, container);
      act(() => resolveService(container, SuccessSnackbar).show('Project created'));
      expect(screen.getByText('Project created')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5900));
      expect(screen.getByText('Project created')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.runOnlyPendingTimers());
      expect(screen.queryByText('Project created')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a reload when the server runs another release', async () => {
    const { container } = createHostTestContainer();
    const reload = vi.fn();
    renderHost(<UpdateAvailableNotice reload={reload} />, container);
    expect(screen.queryByText(/new version/)).not.toBeInTheDocument();
    act(() => resolveService(container, UpdateNotice).reportServerVersion('another-release'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('warns before the tab closes only while changes are unsaved', () => {
    const { container } = createHostTestContainer();
    const unsaved = unsavedChanges(container);
    function Probe() {
      useUnsavedChangesWarning();
      return null;
    }
    renderHost(<Probe />, container);
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    act(() => unsaved.next(true));
    expect(closing()).toBe(true);
    act(() => unsaved.next(false));
    expect(closing()).toBe(false);
  });
});
