import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { LinkDialog } from './link-dialog';
import { commandForKey, isCommandActive, RICH_TEXT_COMMANDS, runEditingCommand, type RichTextCommand, type RichTextCommandId } from './rich-text-commands';
import { richTextStyles } from './rich-text-styles';
import { RichTextToolbar } from './rich-text-toolbar';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextEditorProps {
  /** The editor's accessible name, e.g. "Text". */
  label: string;
  /** HTML; sanitised before it is shown. */
  value: string;
  /** Called with sanitised HTML after every edit. */
  onChange: (html: string) => void;
  placeholder?: string;
}

function selectionRangeIn(element: HTMLElement | null): Range | null {
  const selection = window.getSelection();
  if (!element || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return element.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

function restoreSelection(range: Range | null): void {
  const selection = window.getSelection();
  if (!range || !selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
}

/** A small rich text editor: bold, italic, lists and links, by toolbar or keyboard; output always sanitised. */
export function RichTextEditor({ label, value, onChange, placeholder }: RichTextEditorProps) {
  const t = useSdkTranslate();
  const editorId = useId();
  const editor = useRef<HTMLDivElement>(null);
  // The HTML last put into or read from the editor, so our own echo does not reset the caret.
  const shown = useRef<string | null>(null);
  const linkRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [active, setActive] = useState<ReadonlySet<RichTextCommandId>>(new Set());

  useLayoutEffect(() => {
    const clean = sanitizeHtml(value);
    if (editor.current && clean !== shown.current) {
      editor.current.innerHTML = clean;
      shown.current = clean;
    }
  }, [value]);

  const refreshActive = useCallback(() => {
    if (!selectionRangeIn(editor.current)) return;
    const formats = RICH_TEXT_COMMANDS.filter((command) => command.id !== 'link' && isCommandActive(command.execCommand));
    setActive(new Set(formats.map((command) => command.id)));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const emit = () => {
    if (!editor.current) return;
    const clean = sanitizeHtml(editor.current.innerHTML);
    shown.current = clean;
    onChange(clean);
  };

  const run = (command: RichTextCommand) => {
    if (command.id === 'link') {
      linkRange.current = selectionRangeIn(editor.current);
      setLinkOpen(true);
      return;
    }
    editor.current?.focus();
    runEditingCommand(command.execCommand);
    emit();
    refreshActive();
  };

  const closeLink = (href?: string) => {
    setLinkOpen(false);
    editor.current?.focus();
    restoreSelection(linkRange.current);
    if (!href) return;
    if (linkRange.current && !linkRange.current.collapsed) {
      runEditingCommand('createLink', href);
    } else {
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.textContent = href;
      runEditingCommand('insertHTML', sanitizeHtml(anchor.outerHTML));
    }
    emit();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const command = commandForKey(event.nativeEvent);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  // Pasted HTML would reach the live page before any later sanitising, so it is cleaned on the way in.
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    if (html) runEditingCommand('insertHTML', sanitizeHtml(html));
    else runEditingCommand('insertText', event.clipboardData.getData('text/plain'));
    emit();
  };

  return (
    <Stack spacing={1}>
      <RichTextToolbar editorId={editorId} active={active} onRun={run} />
      <Box
        ref={editor}
        id={editorId}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder ?? t('richText.placeholder')}
        onInput={emit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // Dropped HTML would skip the paste path's sanitising.
        onDrop={(event) => event.preventDefault()}
        sx={{
          ...richTextStyles,
          minHeight: 240,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
          '&:empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled' },
        }}
      />
      {linkOpen && <LinkDialog onApply={closeLink} onClose={() => closeLink()} />}
    </Stack>
  );
}
