import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import plugin from './index';

const UNSAFE = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';

async function setup(seed: string | null, view: 'edit' | 'read' | 'embed' = 'edit') {
  const fixture = createModuleFixture({ plugin, seed: seed === null ? [] : [{ html: seed }] });
  await renderPluginView(plugin, fixture, view);
  return { server: fixture.server };
}

describe('text plugin', { timeout: 15000 }, () => {
  it('edits in a textbox named "Text" that shows the sanitised document', async () => {
    await setup(UNSAFE);
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor.innerHTML).toBe('<p>Hello</p>');
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('creates the document on the first edit and saves it sanitised', async () => {
    const { server } = await setup(null);
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    editor.innerHTML = `<p>First</p><img src=x onerror=alert(1)>`;
    fireEvent.input(editor);
    editor.innerHTML = `<p>First words</p><script>alert(2)</script>`;
    fireEvent.input(editor);
    await waitFor(() => expect(server.values.map((row) => row.value)).toEqual([{ html: '<p>First words</p>' }]), {
      timeout: 3000,
    });
  });

  it('shows read-only users the sanitised HTML and no editor', async () => {
    await setup(UNSAFE, 'read');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('embeds the sanitised HTML only', async () => {
    await setup(UNSAFE, 'embed');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('tells a reader when there is no text yet', async () => {
    await setup(null, 'read');
    expect(await screen.findByText('No text yet.')).toBeInTheDocument();
  });
});
