import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { CommentsButton, type CommentsButtonProps } from './comments-button';

function setup(props: CommentsButtonProps) {
  const services = createTestServices();
  renderWithServices(<CommentsButton {...props} />, services);
  return { services, user: userEvent.setup({ delay: null }) };
}

describe('CommentsButton', () => {
  it('names the item and shows no badge while it has no comments', () => {
    setup({ item: { id: 42 }, name: 'Supplier fails' });
    const button = screen.getByRole('button', { name: 'Comments on Supplier fails' });
    expect(button.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('shows the count as a badge and says how many are unread', () => {
    setup({ item: { id: 42, commentCount: 3, unreadCommentCount: 2 }, name: 'Supplier fails' });
    const button = screen.getByRole('button', { name: 'Comments on Supplier fails (3, 2 unread)' });
    expect(button).toHaveTextContent('3');
    expect(button.querySelector('[data-unread]')).not.toBeNull();
  });

  it('does not highlight comments that are all read', () => {
    setup({ item: { id: 42, commentCount: 3, unreadCommentCount: 0 }, name: 'Supplier fails' });
    const button = screen.getByRole('button', { name: 'Comments on Supplier fails (3)' });
    expect(button).toHaveTextContent('3');
    expect(button.querySelector('[data-unread]')).toBeNull();
  });

  it('asks the host to open the comments of the entity value', async () => {
    const { services, user } = setup({ item: { id: 42, commentCount: 1, unreadCommentCount: 1 }, name: 'Supplier fails' });
    await user.click(screen.getByRole('button', { name: /^Comments on Supplier fails/ }));
    expect(await firstValueFrom(services.shell.itemToOpen$)).toEqual({ itemType: 'EntityValue', itemId: 42 });
  });

  it('is disabled for an item the server has not saved yet', () => {
    setup({ item: { id: null }, name: 'Untitled' });
    expect(screen.getByRole('button', { name: 'Comments on Untitled' })).toBeDisabled();
  });

  it('shows readers the comments there are, and nothing where there are none', () => {
    setup({ item: { id: 42, commentCount: 2, unreadCommentCount: 0 }, name: 'Read me', readOnly: true });
    setup({ item: { id: 43, commentCount: 0, unreadCommentCount: 0 }, name: 'Empty', readOnly: true });
    expect(screen.getByRole('button', { name: 'Comments on Read me (2)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Empty/ })).not.toBeInTheDocument();
  });
});
