import { Extension, type Extensions } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { Doc } from 'yjs';
import { normalizeHref } from './normalize-href';
import { StoredImage } from './stored-image-view';

/** The Yjs field a shared document's text lives in (Collaboration's default). */
export const SHARED_FIELD = 'default';

export interface RichTextExtensionOptions {
  placeholder: string;
  /** Ctrl/Cmd+K: asks for a link's address. */
  onLinkShortcut: () => void;
  /** A document edited together (Yjs): the editor shows and writes it, and undo takes back only one's own steps. */
  sharedDocument?: Doc;
}

/**
 * What the editor can write, matching the rich text policy (core/domain/rich-text-policy.ts): StarterKit's
 * headings 1–3, marks, lists, quotes, code, rules, links (web and mail addresses only) and undo history with
 * its markdown shortcuts ("# ", "- ", "1. ", "> ", "```", "**bold**"), tables, and images of stored files
 * (no data: URLs), shown through the HTTP client since /api/files needs the bearer token.
 */
export function richTextExtensions({ placeholder, onLinkShortcut, sharedDocument }: RichTextExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // A shared document has its own undo history, of this person's steps only.
      ...(sharedDocument ? { undoRedo: false as const } : {}),
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        isAllowedUri: (url) => normalizeHref(url) !== null,
      },
    }),
    ...(sharedDocument ? [Collaboration.configure({ document: sharedDocument, field: SHARED_FIELD })] : []),
    TableKit.configure({ table: { resizable: false } }),
    StoredImage,
    Placeholder.configure({ placeholder }),
    Extension.create({
      name: 'linkDialogShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          onLinkShortcut();
          return true;
        },
      }),
    }),
  ];
}
