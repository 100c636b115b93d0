import { resolveService } from '../../core/services/service-token';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertService } from '../../core/services/alert-service';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { AlertBar } from './alert-bar';

describe('AlertBar', () => {
  it('shows the current alert and Close removes it for good', async () => {
    const { container } = createHostTestContainer();
    const alerts = resolveService(container, AlertService);
    renderHost(<AlertBar />, container);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => alerts.set({ id: 'save-failed', text: 'Your changes could not be saved.', severity: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your changes could not be saved.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => alerts.set({ id: 'save-failed', text: 'Again', severity: 'error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('runs the alert action', async () => {
    const { container } = createHostTestContainer();
    const run = vi.fn();
    renderHost(<AlertBar />, container);
    act(() =>
      container
        .get<AlertService>(AlertService)
        .set({ id: 'retry', text: 'Not saved', severity: 'warning', action: { label: 'Retry', run } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(run).toHaveBeenCalledOnce();
  });
});
