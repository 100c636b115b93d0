import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Doc } from 'yjs';
import { SHARED_FIELD } from './rich-text-extensions';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { HiddenFileInput } from '../ui/hidden-file-input';
import { cleanPastedHtml } from './clean-pasted-html';
import { LinkDialog } from './link-dialog';
import { RICH_TEXT_COMMANDS, visibleCommands, type RichTextCommand, type RichTextCommandId } from './rich-text-commands';
import { richTextExtensions } from './rich-text-extensions';
import { richTextStyles } from './rich-text-styles';
import { RichTextToolbar } from './rich-text-toolbar';
import { sanitizeHtml } from './sanitize-html';
import { scrollCaretIntoBox } from './scroll-caret-into-box';

export interface RichTextEditorProps {
  /** The editor's accessible name, e.g. "Text". */
  label: string;
  /** HTML; sanitised before it is shown. */
  value: string;
  /** Called with sanitised HTML after every edit ('' when the text is empty). */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Stores a picture and answers its URL (/api/files/...); without it the editor offers no images. */
  uploadImage?: (file: File) => Promise<string>;
  /**
   * A document several people edit at once (useSharedRichText): the editor shows it rather than `value`, which
   * only fills it when it is still empty (a text written before it was shared).
   */
  sharedDocument?: Doc;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The sanitised HTML the editor holds; an empty document is ''. Empty paragraphs at the end (the one
 * StarterKit keeps after a table or list, Enter pressed at the end) are not saved.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
}

/** Whether a shared document holds nothing yet (the editor draws it a moment after it starts, so ask the document). */
const isEmptyShared = (document: Doc) => document.getXmlFragment(SHARED_FIELD).length === 0;

/** The image files of a paste or drop that carries no HTML (HTML would come with its own copies of them). */
function imageFilesOf(data: DataTransfer | null | undefined): File[] {
  if (!data || data.getData('text/html')) return [];
  return [...data.files].filter((file) => IMAGE_TYPES.split(',').includes(file.type));
}

/**
 * The rich text editor (TipTap): headings, bold, italic, underline, strikethrough, lists, quotes, code,
 * tables, links, uploaded images, undo and redo, by toolbar, keyboard and markdown shortcuts. Pasted HTML
 * is cleaned (Word, Google Docs) and sanitised on the way in; the output is always sanitised.
 */
export function RichTextEditor({ label, value, onChange, placeholder, uploadImage, sharedDocument }: RichTextEditorProps) {
  const t = useSdkTranslate();
  const editorId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The HTML last put into or read from the editor, so our own echo through `value` does not reset it.
  const shown = useRef(sanitizeHtml(value));
  const callbacks = useRef({ onChange, uploadImage });
  callbacks.current = { onChange, uploadImage };
  const [link, setLink] = useState<{ address: string; inLink: boolean } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const editor = useEditor({
    extensions: richTextExtensions({
      placeholder: placeholder ?? t('richText.placeholder'),
      onLinkShortcut: () => openLinkDialog(),
      sharedDocument,
    }),
    content: sharedDocument ? undefined : shown.current,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id: editorId, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      transformPastedHTML: (html) => sanitizeHtml(cleanPastedHtml(html)),
      handleScrollToSelection: (view) => scrollCaretIntoBox(view, scroller.current),
      handlePaste: (_view, event) => insertImageFiles(imageFilesOf(event.clipboardData)),
      handleDrop: (_view, event) => insertImageFiles(imageFilesOf((event as DragEvent).dataTransfer)),
    },
    onUpdate: ({ editor: updated }) => {
      const html = htmlOf(updated);
      shown.current = html;
      callbacks.current.onChange(html);
    },
  });

  useEffect(() => {
    // A text written before it was shared becomes the shared document's first content, and is saved so.
    if (sharedDocument && isEmptyShared(sharedDocument) && shown.current) editor.commands.setContent(shown.current);
  }, [editor, sharedDocument]);

  useEffect(() => {
    if (sharedDocument) return;
    const clean = sanitizeHtml(value);
    if (clean === shown.current) return;
    shown.current = clean;
    editor.commands.setContent(clean, { emitUpdate: false });
  }, [editor, value, sharedDocument]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: RICH_TEXT_COMMANDS.filter((command) => command.isActive?.(current)).map((command) => command.id),
      inTable: current.isActive('table'),
    }),
  });
  const active = useMemo(() => new Set<RichTextCommandId>(state.active), [state.active]);
  const commands = visibleCommands(state.inTable, uploadImage !== undefined);

  function openLinkDialog() {
    const href = editor.getAttributes('link').href as string | undefined;
    setLink({ address: href ?? '', inLink: href !== undefined });
  }

  function insertImageFiles(files: File[]): boolean {
    const upload = callbacks.current.uploadImage;
    if (!upload || files.length === 0) return false;
    setImageError(null);
    void (async () => {
      for (const file of files) {
        try {
          const src = await upload(file);
          editor.chain().focus(undefined, { scrollIntoView: false }).setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
        } catch (error) {
          setImageError(t('richText.imageFailed', { message: error instanceof Error ? error.message : String(error) }));
        }
      }
    })();
    return true;
  }

  const closeLink = () => {
    setLink(null);
    editor.commands.focus(undefined, { scrollIntoView: false });
  };

  const applyLink = (href: string, typed: string) => {
    const chain = editor.chain().focus(undefined, { scrollIntoView: false });
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // The space after the new link keeps what is typed next out of it.
      chain.insertContent([{ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href } }] }, { type: 'text', text: ' ' }]).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLink(null);
  };

  const removeLink = () => {
    editor.chain().focus(undefined, { scrollIntoView: false }).extendMarkRange('link').unsetLink().run();
    setLink(null);
  };

  const run = (command: RichTextCommand) => {
    if (command.run === 'link') openLinkDialog();
    else if (command.run === 'image') fileInput.current?.click();
    else command.run(editor);
  };

  return (
    <Stack spacing={1}>
      <RichTextToolbar editorId={editorId} commands={commands} active={active} onRun={run} />
      <Box
        ref={scroller}
        sx={{
          ...richTextStyles,
          // The editor scrolls inside its box, so typing never moves the page.
          maxHeight: '70vh',
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
          '& .ProseMirror': { minHeight: 240, p: 2, outline: 'none' },
          '& .ProseMirror p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'text.disabled',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
          '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
          '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {imageError && (
        <Typography role="alert" color="error" variant="body2">
          {imageError}
        </Typography>
      )}
      {uploadImage && (
        <HiddenFileInput ref={fileInput} accept={IMAGE_TYPES} onFiles={insertImageFiles} />
      )}
      {link && (
        <LinkDialog initialAddress={link.address} onApply={applyLink} onRemove={link.inLink ? removeLink : undefined} onClose={closeLink} />
      )}
    </Stack>
  );
}
