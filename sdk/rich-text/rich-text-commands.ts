import type { ComponentType } from 'react';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Link from '@mui/icons-material/Link';

export type RichTextCommandId = 'bold' | 'italic' | 'bulletedList' | 'numberedList' | 'link';

export interface RichTextCommand {
  id: RichTextCommandId;
  icon: ComponentType<{ fontSize?: 'small' }>;
  /** The browser's editing command; the link command asks for an address first. */
  execCommand: string;
  /** ctrl (or cmd) + shift? + key, by KeyboardEvent.code so Shift does not change the key. */
  shortcut: { code: string; shift: boolean };
  /** For aria-keyshortcuts and the tooltip. */
  keys: string;
}

export const RICH_TEXT_COMMANDS: readonly RichTextCommand[] = [
  { id: 'bold', icon: FormatBold, execCommand: 'bold', shortcut: { code: 'KeyB', shift: false }, keys: 'Control+B' },
  { id: 'italic', icon: FormatItalic, execCommand: 'italic', shortcut: { code: 'KeyI', shift: false }, keys: 'Control+I' },
  {
    id: 'bulletedList',
    icon: FormatListBulleted,
    execCommand: 'insertUnorderedList',
    shortcut: { code: 'Digit8', shift: true },
    keys: 'Control+Shift+8',
  },
  {
    id: 'numberedList',
    icon: FormatListNumbered,
    execCommand: 'insertOrderedList',
    shortcut: { code: 'Digit7', shift: true },
    keys: 'Control+Shift+7',
  },
  { id: 'link', icon: Link, execCommand: 'createLink', shortcut: { code: 'KeyK', shift: false }, keys: 'Control+K' },
];

/** The command a key press asks for, if any (Ctrl on Windows and Linux, Cmd on macOS). */
export function commandForKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code'>): RichTextCommand | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  return RICH_TEXT_COMMANDS.find((command) => command.shortcut.code === event.code && command.shortcut.shift === event.shiftKey);
}

/**
 * Runs a browser editing command on the current selection. execCommand is deprecated but remains the
 * only way to format contentEditable with native undo; where it is missing (jsdom) nothing happens.
 */
export function runEditingCommand(command: string, argument?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
}

/** Whether the selection is bold, in a list, ... (false where the browser cannot tell). */
export function isCommandActive(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}
