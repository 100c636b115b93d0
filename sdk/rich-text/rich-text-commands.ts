import type { ComponentType } from 'react';
import type { Editor } from '@tiptap/core';
import Code from '@mui/icons-material/Code';
import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import BorderTop from '@mui/icons-material/BorderTop';
import GridOff from '@mui/icons-material/GridOff';
import Image from '@mui/icons-material/Image';
import Link from '@mui/icons-material/Link';
import Looks3 from '@mui/icons-material/Looks3';
import LooksOne from '@mui/icons-material/LooksOne';
import LooksTwo from '@mui/icons-material/LooksTwo';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import PlaylistRemove from '@mui/icons-material/PlaylistRemove';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import TableChart from '@mui/icons-material/TableChart';
import Undo from '@mui/icons-material/Undo';
import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewWeek from '@mui/icons-material/ViewWeek';

export type RichTextCommandId =
  | 'undo' | 'redo' | 'heading1' | 'heading2' | 'heading3' | 'bold' | 'italic' | 'underline' | 'strike' | 'code'
  | 'bulletedList' | 'numberedList' | 'quote' | 'codeBlock' | 'link' | 'image' | 'table'
  | 'addRow' | 'deleteRow' | 'addColumn' | 'deleteColumn' | 'headerRow' | 'deleteTable';

/** Commands the editor answers with a dialog or a file picker rather than an edit. */
export type RichTextPrompt = 'link' | 'image';

export interface RichTextCommand {
  id: RichTextCommandId;
  icon: ComponentType<{ fontSize?: 'small' }>;
  /** The edit, or the prompt the editor opens first. */
  run: ((editor: Editor) => void) | RichTextPrompt;
  /** For formats: whether the selection has it (the button's pressed state). */
  isActive?: (editor: Editor) => boolean;
  /** TipTap's own shortcut for it, for aria-keyshortcuts and the tooltip. */
  keys?: string;
  /** Shown only while the selection is in a table. */
  inTable?: boolean;
}

/** Focus goes back to the editor without scrolling the page to the caret. */
const chain = (editor: Editor) => editor.chain().focus(undefined, { scrollIntoView: false });

const heading = (level: 1 | 2 | 3, icon: RichTextCommand['icon']): RichTextCommand => ({
  id: `heading${level}`,
  icon,
  run: (editor) => chain(editor).toggleHeading({ level }).run(),
  isActive: (editor) => editor.isActive('heading', { level }),
  keys: `Control+Alt+${level}`,
});

export const RICH_TEXT_COMMANDS: readonly RichTextCommand[] = [
  { id: 'undo', icon: Undo, run: (editor) => chain(editor).undo().run(), keys: 'Control+Z' },
  { id: 'redo', icon: Redo, run: (editor) => chain(editor).redo().run(), keys: 'Control+Shift+Z' },
  heading(1, LooksOne),
  heading(2, LooksTwo),
  heading(3, Looks3),
  { id: 'bold', icon: FormatBold, run: (editor) => chain(editor).toggleBold().run(), isActive: (editor) => editor.isActive('bold'), keys: 'Control+B' },
  { id: 'italic', icon: FormatItalic, run: (editor) => chain(editor).toggleItalic().run(), isActive: (editor) => editor.isActive('italic'), keys: 'Control+I' },
  {
    id: 'underline',
    icon: FormatUnderlined,
    run: (editor) => chain(editor).toggleUnderline().run(),
    isActive: (editor) => editor.isActive('underline'),
    keys: 'Control+U',
  },
  {
    id: 'strike',
    icon: StrikethroughS,
    run: (editor) => chain(editor).toggleStrike().run(),
    isActive: (editor) => editor.isActive('strike'),
    keys: 'Control+Shift+S',
  },
  { id: 'code', icon: Code, run: (editor) => chain(editor).toggleCode().run(), isActive: (editor) => editor.isActive('code'), keys: 'Control+E' },
  {
    id: 'bulletedList',
    icon: FormatListBulleted,
    run: (editor) => chain(editor).toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
    keys: 'Control+Shift+8',
  },
  {
    id: 'numberedList',
    icon: FormatListNumbered,
    run: (editor) => chain(editor).toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
    keys: 'Control+Shift+7',
  },
  {
    id: 'quote',
    icon: FormatQuote,
    run: (editor) => chain(editor).toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
    keys: 'Control+Shift+B',
  },
  {
    id: 'codeBlock',
    icon: DataObject,
    run: (editor) => chain(editor).toggleCodeBlock().run(),
    isActive: (editor) => editor.isActive('codeBlock'),
    keys: 'Control+Alt+C',
  },
  { id: 'link', icon: Link, run: 'link', isActive: (editor) => editor.isActive('link'), keys: 'Control+K' },
  { id: 'image', icon: Image, run: 'image' },
  { id: 'table', icon: TableChart, run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), isActive: (editor) => editor.isActive('table') },
  { id: 'addRow', icon: PlaylistAdd, run: (editor) => chain(editor).addRowAfter().run(), inTable: true },
  { id: 'deleteRow', icon: PlaylistRemove, run: (editor) => chain(editor).deleteRow().run(), inTable: true },
  { id: 'addColumn', icon: ViewColumn, run: (editor) => chain(editor).addColumnAfter().run(), inTable: true },
  { id: 'deleteColumn', icon: ViewWeek, run: (editor) => chain(editor).deleteColumn().run(), inTable: true },
  {
    id: 'headerRow',
    icon: BorderTop,
    run: (editor) => chain(editor).toggleHeaderRow().run(),
    isActive: (editor) => editor.isActive('tableHeader'),
    inTable: true,
  },
  { id: 'deleteTable', icon: GridOff, run: (editor) => chain(editor).deleteTable().run(), inTable: true },
];

/** The buttons to offer: table editing only inside a table, the image button only where images can be uploaded. */
export function visibleCommands(inTable: boolean, canUploadImages: boolean): RichTextCommand[] {
  return RICH_TEXT_COMMANDS.filter((command) => (!command.inTable || inTable) && (command.id !== 'image' || canUploadImages));
}
