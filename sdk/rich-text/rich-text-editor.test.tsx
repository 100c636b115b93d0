import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { RichTextEditor } from './rich-text-editor';

function setup(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  renderWithServices(<RichTextEditor label="Notes" value={value} onChange={onChange} />, createTestServices());
  return { onChange, editor: screen.getByRole('textbox', { name: 'Notes' }) };
}

describe('RichTextEditor', () => {
  afterEach(() => {
    // jsdom has no execCommand; tests that need one define it.
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('is a multiline textbox showing the sanitised value', () => {
    const { editor } = setup('<p>Hi</p><img src=x onerror=alert(1)>');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor.innerHTML).toBe('<p>Hi</p>');
  });

  it('reports edits as sanitised HTML', () => {
    const { editor, onChange } = setup('');
    editor.innerHTML = '<p>typed<script>alert(1)</script></p>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('<p>typed</p>');
  });

  it('sanitises pasted HTML before it reaches the page', () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { editor } = setup('');
    fireEvent.paste(editor, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? '<b>x</b><img src=x onerror=alert(1)>' : 'x') },
    });
    expect(execCommand).toHaveBeenCalledWith('insertHTML', false, '<b>x</b>');
  });

  it('offers the formatting commands in a toolbar and by keyboard', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { editor } = setup('<p>x</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(execCommand).toHaveBeenLastCalledWith('insertOrderedList', false, undefined);
    fireEvent.keyDown(editor, { code: 'KeyB', key: 'b', ctrlKey: true });
    expect(execCommand).toHaveBeenLastCalledWith('bold', false, undefined);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
  });

  it('asks for the address of a link', async () => {
    setup('<p>x</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('dialog', { name: 'Add a link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveFocus();
  });
});
