import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { pasteInto } from '../../sdk/test-support/paste-into';
import plugin from './index';

interface Video {
  title: string;
  url: string;
  notes?: string;
}

const KICK_OFF: Video = { title: 'Kick-off', url: 'https://youtu.be/dQw4w9WgXcQ?t=42', notes: 'Watch before the workshop.' };

async function setup(seed: Video[] = [], variant: 'edit' | 'read' | 'embed' = 'edit') {
  const fixture = createModuleFixture<Video>({ plugin, seed });
  await renderPluginView(plugin, fixture, variant);
  return { ...fixture, user: userEvent.setup({ delay: null }) };
}

// MUI in jsdom is slow, and saving waits for the real 700 ms debounce.
describe('the videos module', { timeout: 15000 }, () => {
  it('says what to do while it holds no video', async () => {
    await setup();
    expect(await screen.findByText('No videos yet. Add a YouTube video by its address.')).toBeInTheDocument();
  });

  it('plays each video in the nocookie player from its start time, with its notes and a link to YouTube', async () => {
    await setup([KICK_OFF]);
    const video = await screen.findByRole('article', { name: 'Kick-off' });
    const frame = within(video).getByTitle('Kick-off');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(within(video).getByText('Watch before the workshop.')).toBeInTheDocument();
    expect(within(video).getByRole('link', { name: /Watch Kick-off on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    );
  });

  it('refuses an address that is not YouTube’s in the form, and saves nothing', async () => {
    const { user, server } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Add video' }));
    const dialog = screen.getByRole('dialog', { name: 'Add video' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /YouTube address/ }), 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Title/ }), 'Lookalike');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/This is not a YouTube address/)).toBeInTheDocument();
    expect(server.values).toEqual([]);
  });

  it('adds a video with its title and notes through the save queue, and Undo takes it away again', async () => {
    const { user, server } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Add video' }));
    const dialog = screen.getByRole('dialog', { name: 'Add video' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /YouTube address/ }), ` ${KICK_OFF.url} `);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /Title/ }), KICK_OFF.title);
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Notes' }), KICK_OFF.notes!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.values.map((row) => row.value)).toEqual([KICK_OFF]), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server.values).toEqual([]), { timeout: 3000 });
  });

  it('shows videos read-only to readers and in the embed', async () => {
    await setup([KICK_OFF], 'embed');
    expect(await screen.findByRole('article', { name: 'Kick-off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});
