import { isArrowKey, type ArrowKey } from '../geometry/arrow-move';

export type KeyCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'delete' }
  | { kind: 'move'; key: ArrowKey }
  | { kind: 'select-all' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'edit-label' };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The editor command of a key press: Ctrl/Cmd+Z undo; Ctrl/Cmd+Shift+Z and Ctrl+Y redo; arrows move the
 * selection; Delete and Backspace delete it; Ctrl/Cmd+A selects all; Ctrl/Cmd+C and V copy and paste;
 * F2 and Enter edit the selected cell's label. Null for any other key.
 */
export function keyCommand(input: KeyInput): KeyCommand | null {
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (command && !input.altKey) {
    if (key === 'z') return input.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y' && input.ctrlKey && !input.shiftKey) return { kind: 'redo' };
    if (key === 'a' && !input.shiftKey) return { kind: 'select-all' };
    if (key === 'c' && !input.shiftKey) return { kind: 'copy' };
    if (key === 'v' && !input.shiftKey) return { kind: 'paste' };
    return null;
  }
  if (input.altKey) return null;
  if (isArrowKey(key)) return { kind: 'move', key };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  if ((key === 'F2' || key === 'Enter') && !input.shiftKey) return { kind: 'edit-label' };
  return null;
}
