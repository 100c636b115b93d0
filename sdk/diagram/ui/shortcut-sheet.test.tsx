import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DIAGRAM_SHORTCUTS, ShortcutSheet } from './shortcut-sheet';

describe('ShortcutSheet', () => {
  it('is a dialog listing every shortcut with what it does', async () => {
    const onClose = vi.fn();
    renderWithServices(<ShortcutSheet open onClose={onClose} />, createTestServices());
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getAllByRole('row')).toHaveLength(DIAGRAM_SHORTCUTS.length);
    expect(within(sheet).getByRole('rowheader', { name: 'Fit the diagram in the view' }).closest('tr')).toHaveTextContent('Ctrl + 0');
    expect(within(sheet).getByRole('rowheader', { name: 'Move the view' }).closest('tr')).toHaveTextContent('Space + drag');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
