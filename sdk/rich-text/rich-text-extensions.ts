import { Extension, type Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { normalizeHref } from './normalize-href';
import { StoredImage } from './stored-image-view';

export interface RichTextExtensionOptions {
  placeholder: string;
  /** Ctrl/Cmd+K: asks for a link's address. */
  onLinkShortcut: () => void;
}

/**
 * What the editor can write, matching the rich text policy (core/domain/rich-text-policy.ts): StarterKit's
 * headings 1–3, marks, lists, quotes, code, rules, links (web and mail addresses only) and undo history with
 * its markdown shortcuts ("# ", "- ", "1. ", "> ", "```", "**bold**"), tables, and images of stored files
 * (no data: URLs), shown through the HTTP client since /api/files needs the bearer token.
 */
export function richTextExtensions({ placeholder, onLinkShortcut }: RichTextExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        isAllowedUri: (url) => normalizeHref(url) !== null,
      },
    }),
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
