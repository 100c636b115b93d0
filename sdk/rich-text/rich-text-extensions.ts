import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { normalizeHref } from './normalize-href';

export interface RichTextExtensionOptions {
  placeholder: string;
  /** Ctrl/Cmd+K: asks for a link's address. */
  onLinkShortcut: () => void;
}

/**
 * What the editor can write, matching the rich text policy (core/domain/rich-text-policy.ts): StarterKit's
 * headings 1–3, marks, lists, quotes, code, rules, links (web and mail addresses only) and undo history with
 * its markdown shortcuts ("# ", "- ", "1. ", "> ", "```", "**bold**"), tables, and images by URL (uploaded
 * files; no data: URLs).
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
    Image.configure({ allowBase64: false }),
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
