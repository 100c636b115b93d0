import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseNote } from '../../../core/domain/api-types';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { WhatsNewButton } from './whats-new-button';

const note = (id: number, title: string, read: boolean, release_note_date: string): ReleaseNote => ({
  id, title, summary: `${title} summary`, body: '', release_note_date, published: true, read, release_note_images: [],
});

function setUp() {
  const { container, http } = createHostTestContainer();
  const notes = [note(2, 'Faster boards', false, '2026-11-27'), note(1, 'Dark mode', true, '2026-11-02')];
  http.on('GET', '/api/release_notes.json', () => notes);
  http.on('POST', '/api/release_notes/2/read.json', () => ({ ...notes[0], read: true }));
  renderHost(<WhatsNewButton />, container, '/all-projects');
  return { http };
}

describe('WhatsNewButton', () => {
  it('shows the unread count and lists the notes with their day, the unread one marked', async () => {
    setUp();
    const button = screen.getByRole('button', { name: "What's New" });
    expect(await within(button).findByText('1')).toBeInTheDocument();
    await userEvent.click(button);
    const list = await screen.findByRole('list', { name: "What's New" });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Faster boards (unread)Friday, November 27Faster boards summary',
      'Dark modeMonday, November 2Dark mode summary',
    ]);
  });

  it('marks a note read when it is opened, and the badge drops', async () => {
    const { http } = setUp();
    const button = screen.getByRole('button', { name: "What's New" });
    expect(await within(button).findByText('1')).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: /Faster boards/ }));
    expect(http.calls('POST', '/api/release_notes/2/read.json')).toHaveLength(1);
    await expect.poll(() => within(button).queryByText('1')).toBeNull();
  });

  it('shows a failed load in the sidebar', async () => {
    const { container } = createHostTestContainer();
    renderHost(<WhatsNewButton />, container, '/all-projects');
    await userEvent.click(screen.getByRole('button', { name: "What's New" }));
    expect(await screen.findByText('The release notes could not be loaded. Try again.')).toBeInTheDocument();
  });
});
