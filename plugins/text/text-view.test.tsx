import type { Editor } from '@tiptap/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fromBase64, toBase64 } from 'lib0/buffer';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import plugin from './index';

/** Longer than the save queue waits after the last change (700 ms) before it saves. */
const LONGER_THAN_A_SAVE_PAUSE_MS = 1_000;
const UNSAFE = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';
const STORED_IMAGE = '/api/files/projects/1/modules/2/images/abc.png';
/** The first bytes of a PNG: what the upload's check reads, whatever the file is named. */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function setup(seed: string | { html: string; yjs: string } | null, view: 'edit' | 'read' | 'embed' = 'edit') {
  const fixture = createModuleFixture({ plugin, seed: seed === null ? [] : [typeof seed === 'string' ? { html: seed } : seed] });
  await renderPluginView(plugin, fixture, view);
  return fixture;
}

/** The words of a saved shared document (its Yjs state), paragraphs with words joined by a space. */
function textOfShared(state: string): string {
  const document = new Y.Doc();
  Y.applyUpdate(document, fromBase64(state));
  return document
    .getXmlFragment('default')
    .toArray()
    .map((paragraph) => (paragraph as Y.XmlElement).toArray().map((text) => (text as Y.XmlText).toString()).join(''))
    .filter((words) => words !== '')
    .join(' ');
}

/** Someone else's copy of a saved shared document, with a paragraph they added at the end. */
function theirCopyWith(state: string, words: string): string {
  const theirs = new Y.Doc();
  Y.applyUpdate(theirs, fromBase64(state));
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(words)]);
  const body = theirs.getXmlFragment('default');
  body.insert(body.length, [paragraph]);
  return toBase64(Y.encodeStateAsUpdate(theirs));
}

/** The "Text" textbox and the TipTap editor hung on it. */
async function findEditor() {
  const textbox = await screen.findByRole('textbox', { name: 'Text' });
  return { textbox, editor: (textbox as HTMLElement & { editor: Editor }).editor };
}

describe('text plugin', { timeout: 15000 }, () => {
  it('edits in a textbox named "Text" that shows the sanitised document', async () => {
    await setup(UNSAFE);
    const { textbox } = await findEditor();
    expect(textbox).toHaveTextContent('Hello');
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('creates the document on the first edit and saves one sanitised document', async () => {
    const { server } = await setup(null);
    const { editor } = await findEditor();
    editor.commands.insertContent('<p>First</p><img src=x onerror=alert(1)>');
    editor.commands.setTextSelection(6);
    editor.commands.insertContent(' words');
    await waitFor(() => expect(server.values.map((row) => (row.value as { html: string }).html)).toEqual(['<p>First words</p>']), { timeout: 3000 });
    expect(server.values).toHaveLength(1);
    expect(textOfShared((server.values[0].value as { yjs: string }).yjs)).toBe('First words');
  });

  it('merges what someone else saved while this person has unsaved words, and saves everyone’s words', async () => {
    const { server, services, module } = await setup(null);
    const { editor, textbox } = await findEditor();
    editor.commands.insertContent('<p>Mine</p>');
    await waitFor(() => expect(server.values).toHaveLength(1), { timeout: 3000 });
    const [saved] = server.values;
    const theirs = theirCopyWith((saved.value as { yjs: string }).yjs, 'Theirs');
    editor.commands.focus('end');
    editor.commands.insertContent(' too');

    act(() => services.live.push({ moduleId: module.id, values: [{ ...saved, value: { html: '<p>Mine</p><p>Theirs</p>', yjs: theirs } }], destroyedIds: [] }));

    await waitFor(() => expect(textbox).toHaveTextContent('Mine tooTheirs'));
    await waitFor(() => expect(textOfShared((server.values[0].value as { yjs: string }).yjs)).toBe('Mine too Theirs'), { timeout: 3000 });
    expect((server.values[0].value as { html: string }).html).toBe('<p>Mine too</p><p>Theirs</p>');
  });

  it('opens a shared text without saving anything', async () => {
    const { server, services } = await setup({ html: '<p>Shared</p>', yjs: theirCopyWith(toBase64(Y.encodeStateAsUpdate(new Y.Doc())), 'Shared') });
    const { textbox } = await findEditor();
    await waitFor(() => expect(textbox).toHaveTextContent('Shared'));
    await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_SAVE_PAUSE_MS));
    expect(services.http.requestsTo('POST', `${server.basePath}/bulk_update.json`)).toEqual([]);
  });

  it('saves a heading and a table made with the toolbar', async () => {
    const { server } = await setup('<p>x</p>');
    const { editor } = await findEditor();
    editor.commands.setTextSelection(1);
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    editor.commands.focus('end');
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect((server.values[0]?.value as { html: string }).html).toMatch(/^<h2>x<\/h2><table><tbody><tr><th/), { timeout: 3000 });
  });

  it('uploads an image into the module and saves its stored URL', async () => {
    const fixture = await setup('<p>x</p>');
    fixture.services.http.on('POST', `${fixture.server.basePath}/upload_module_image.json`, () => ({ url: STORED_IMAGE }));
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([PNG_SIGNATURE], 'plan.png', { type: 'image/png' }));
    await waitFor(() => expect(fixture.services.http.requestsTo('POST', `${fixture.server.basePath}/upload_module_image.json`)).toHaveLength(1));
    await waitFor(() => expect((fixture.server.values[0].value as { html: string }).html).toContain(`<img src="${STORED_IMAGE}" alt="plan">`), { timeout: 3000 });
  });

  it('shows read-only users the sanitised HTML and no editor', async () => {
    await setup(`${UNSAFE}<table><tbody><tr><td>cell</td></tr></tbody></table>`, 'read');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('cell');
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
