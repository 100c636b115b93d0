import type { Editor } from '@tiptap/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import googleDocsClipboard from './paste-samples/google-docs.html?raw';
import { RichTextEditor } from './rich-text-editor';

function setup(value: string, uploadImage?: (file: File) => Promise<string>, services = createTestServices()) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithServices(<RichTextEditor label="Notes" value={value} onChange={onChange} uploadImage={uploadImage} />, services);
  const textbox = screen.getByRole('textbox', { name: 'Notes' });
  // TipTap hangs its editor on the editable element.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { onChange, textbox, editor };
}

const lastHtml = (onChange: ReturnType<typeof setup>['onChange']) => onChange.mock.lastCall?.[0];

describe('RichTextEditor', { timeout: 15000 }, () => {
  it('is a multiline textbox showing the sanitised value', () => {
    const { textbox } = setup('<p>Hi</p><img src=x onerror=alert(1)><table><tr><td>cell<script>alert(2)</script></td></tr></table>');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toHaveTextContent('Hicell');
    expect(textbox.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('reports edits as sanitised HTML, and an emptied text as ""', () => {
    const { editor, onChange } = setup('');
    editor.commands.insertContent('<p>typed</p><img src="data:image/png;base64,AAAA">');
    expect(lastHtml(onChange)).toBe('<p>typed</p>');
    editor.commands.clearContent(true);
    expect(lastHtml(onChange)).toBe('');
  });

  it('cleans and sanitises pasted HTML', () => {
    const { textbox, onChange } = setup('');
    fireEvent.paste(textbox, {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        files: [],
        getData: (type: string) =>
          ({ 'text/html': `${googleDocsClipboard}<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>`, 'text/plain': 'plain' })[type] ?? '',
      },
    });
    const html = lastHtml(onChange)!;
    expect(html).toContain('<h2>Launch notes</h2>');
    expect(html).toContain('<strong>beta</strong>');
    expect(html).toContain('<em>soon</em>');
    expect(html).toContain('<ol><li><p>Invite users</p></li>');
    expect(html).toContain('<table><tbody><tr><td><p><strong>Week</strong></p></td><td><p>12</p></td></tr></tbody></table>');
    expect(html).not.toMatch(/style=|docs-internal|onerror|javascript:|<img/);
    // The Google Docs wrapper is a <b>; left in place it would make everything bold.
    expect(html).not.toContain('<strong>Launch notes');
  });

  it('offers the formatting commands in a toolbar with one tab stop, and by keyboard', async () => {
    const { textbox, editor, onChange } = setup('<p>x</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Undo', 'Redo', 'Heading 1', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Inline code', 'Bulleted list', 'Numbered list', 'Quote', 'Code block', 'Link', 'Insert table']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');

    editor.commands.setTextSelection(2);
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastHtml(onChange)).toMatch(/^<ol><li><p>x<\/p><\/li><\/ol>/);
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');

    editor.commands.selectAll();
    fireEvent.keyDown(textbox, { key: 'b', code: 'KeyB', ctrlKey: true });
    expect(lastHtml(onChange)).toContain('<strong>x</strong>');
    fireEvent.keyDown(textbox, { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(lastHtml(onChange)).not.toContain('<strong>');
    fireEvent.keyDown(textbox, { key: 'y', code: 'KeyY', ctrlKey: true });
    expect(lastHtml(onChange)).toContain('<strong>x</strong>');

    screen.getByRole('button', { name: 'Undo' }).focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Insert table' })).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  });

  it('shows the table buttons while the selection is in a table', async () => {
    const { onChange } = setup('<p>x</p>');
    expect(screen.queryByRole('button', { name: 'Add row below' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    expect(lastHtml(onChange)).toContain('<table>');
    await userEvent.click(await screen.findByRole('button', { name: 'Add row below' }));
    expect(lastHtml(onChange)!.match(/<tr>/g)).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Delete table' }));
    expect(lastHtml(onChange)).not.toContain('<table>');
  });

  it('asks for a link address, stores a bare domain as https and refuses other schemes', async () => {
    const { editor, onChange } = setup('<p>See:</p>');
    editor.commands.focus('end');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('dialog', { name: 'Add a link' })).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/Enter a web address/)).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastHtml(onChange)).toBe('<p>See:<a href="https://example.com" target="_blank" rel="noopener noreferrer">example.com</a> </p>');
  });

  it('opens the link dialog with Ctrl+K, offering to remove a link the caret is in', async () => {
    const { textbox, editor } = setup('<p><a href="https://example.com">site</a></p>');
    editor.commands.setTextSelection(3);
    fireEvent.keyDown(textbox, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: 'Link address' })).toHaveValue('https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(textbox.querySelector('a')).toBeNull();
  });

  it('uploads a picked image, saves its stored URL and shows it fetched with the token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:abc'), revokeObjectURL: vi.fn() }));
    const services = createTestServices();
    services.http.on('GET', '/api/files/projects/1/modules/2/images/abc.png', () => new Blob(['png'], { type: 'image/png' }));
    const uploadImage = vi.fn(async () => '/api/files/projects/1/modules/2/images/abc.png');
    const { onChange, textbox } = setup('<p>x</p>', uploadImage, services);
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' }));
    await waitFor(() => expect(lastHtml(onChange)).toContain('<img src="/api/files/projects/1/modules/2/images/abc.png" alt="plan">'));
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'plan.png' }));
    await waitFor(() => expect(textbox.querySelector('img')).toHaveAttribute('src', 'blob:abc'));
    vi.unstubAllGlobals();
  });

  it('says so when an image cannot be uploaded', async () => {
    setup('<p>x</p>', async () => {
      throw new Error('Too big');
    });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be added: Too big');
  });
});
