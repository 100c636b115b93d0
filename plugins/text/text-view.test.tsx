import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModuleFixture } from '../../sdk/test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../../sdk/test-support/render-with-services';
import manifest, { TEXT_DOCUMENT_KEY } from './manifest';
import { messages } from './messages';
import TextView from './text-view';
import TextEmbedView from './text-embed-view';

const UNSAFE = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';

function setup(seed: string | null, view: 'edit' | 'read' | 'embed' = 'edit') {
  const { services, module, server } = createModuleFixture({
    attributeKey: TEXT_DOCUMENT_KEY,
    seed: seed === null ? [] : [{ html: seed }],
    messages: { [manifest.segment]: messages },
    module: { type_key: manifest.typeKey },
  });
  const props = { project: TEST_PROJECT, module, readOnly: view === 'read' };
  renderWithServices(view === 'embed' ? <TextEmbedView {...props} /> : <TextView {...props} />, services);
  return { server };
}

describe('text plugin', { timeout: 15000 }, () => {
  it('edits in a textbox named "Text" that shows the sanitised document', async () => {
    setup(UNSAFE);
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor.innerHTML).toBe('<p>Hello</p>');
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('creates the document on the first edit and saves it sanitised', async () => {
    const { server } = setup(null);
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
    setup(UNSAFE, 'read');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('embeds the sanitised HTML only', async () => {
    setup(UNSAFE, 'embed');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('tells a reader when there is no text yet', async () => {
    setup(null, 'read');
    expect(await screen.findByText('No text yet.')).toBeInTheDocument();
  });
});
