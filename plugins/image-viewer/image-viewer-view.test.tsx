import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import type { ImageValue } from './image-value';
import plugin from './index';

const image = (name: string, caption = ''): ImageValue => ({ image: { url: `/api/files/projects/1/modules/2/images/${name}` }, caption, name });

async function setup(seed: ImageValue[], view: 'edit' | 'read' | 'embed' = 'edit') {
  const fixture = createModuleFixture<ImageValue>({ plugin, seed });
  await renderPluginView(plugin, fixture, view);
  await screen.findByRole('list', { name: 'Images' });
  return fixture;
}

const savedNames = (fixture: Awaited<ReturnType<typeof setup>>) =>
  [...fixture.server.values].sort((a, b) => a.position - b.position).map((row) => (row.value as ImageValue).name);

describe('image viewer view', { timeout: 15000 }, () => {
  it('saves a caption typed under an image', async () => {
    const fixture = await setup([image('north.png')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption of image 1' }), 'North side');
    await waitFor(() => expect(fixture.server.values[0].value).toMatchObject({ caption: 'North side' }), { timeout: 3000 });
  });

  it('moves an image later and deletes one, then brings it back with Undo', async () => {
    const fixture = await setup([image('a.png', 'A'), image('b.png', 'B'), image('c.png', 'C')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move A later' }));
    await waitFor(() => expect(savedNames(fixture)).toEqual(['b.png', 'a.png', 'c.png']), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Delete C' }));
    await waitFor(() => expect(savedNames(fixture)).toEqual(['b.png', 'a.png']), { timeout: 3000 });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(savedNames(fixture)).toEqual(['b.png', 'a.png', 'c.png']), { timeout: 3000 });
  });

  it('opens the viewer on an image and goes to the next one with the arrow key', async () => {
    await setup([image('a.png', 'A'), image('b.png', 'B')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open A' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image 1 of 2 · A' });
    expect(within(viewer).getByText('Zoom 100 %')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Image 2 of 2 · B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });

  it('refuses a file that is no image before uploading it, saying why', async () => {
    const fixture = await setup([]);
    await userEvent.upload(screen.getByLabelText('Add images'), new File(['just notes'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText(/notes\.png was not added: “notes\.png” is not a PNG, JPEG, GIF or WebP image/)).toBeInTheDocument();
    expect(fixture.services.http.requestsTo('POST', `${fixture.server.basePath}/upload_module_image.json`)).toHaveLength(0);
    expect(fixture.server.values).toHaveLength(0);
  });

  it('shows readers the images and captions with nothing to change them with', async () => {
    await setup([image('a.png', 'Front door')], 'read');
    expect(screen.getByText('Front door')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Front door' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Add images|Move/ })).toBeNull();
  });
});
