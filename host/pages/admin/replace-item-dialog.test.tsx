import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../../core/services/http-client';
import type { LookupItem } from '../../../core/domain/lookups';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { ReplaceItemDialog } from './replace-item-dialog';

const item = (id: number, name: string): LookupItem => ({ id, name, position: id });

function setUp(onReplace: (replacementId: number) => Promise<void>) {
  const onClose = vi.fn();
  renderHost(
    <ReplaceItemDialog item={item(1, 'Draft')} message="3 modules use Draft." choices={[item(2, 'Open'), item(3, 'Closed')]} onReplace={onReplace} onClose={onClose} />,
    createHostTestContainer().container,
  );
  return { onClose };
}

describe('ReplaceItemDialog', { timeout: 15000 }, () => {
  it('moves the uses to the chosen item', async () => {
    const onReplace = vi.fn(async () => undefined);
    setUp(onReplace);
    expect(screen.getByRole('dialog', { name: 'Delete Draft?' })).toHaveTextContent('3 modules use Draft.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move them to' }), 'Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Move and delete' }));
    await waitFor(() => expect(onReplace).toHaveBeenCalledWith(3));
  });

  it('stays open saying why when the item cannot be deleted', async () => {
    setUp(() => Promise.reject(new HttpError(500, 'boom', null)));
    await userEvent.click(screen.getByRole('button', { name: 'Move and delete' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Draft?' })).toBeInTheDocument();
  });
});
