import type { KeyInput } from './key-commands';

/** Commands of the view rather than of the drawing: they work on a read-only diagram too. */
export type ViewCommand = { kind: 'zoom-in' } | { kind: 'zoom-out' } | { kind: 'zoom-to-fit' } | { kind: 'shortcuts' };

/**
 * The view command of a key press, as in draw.io and bpmn-js: `+` / `-` (with or without Ctrl/Cmd) zoom in
 * and out, Ctrl/Cmd+0 fits the diagram in the view, `?` opens the shortcut sheet. Null for any other key.
 */
export function viewKeyCommand(input: KeyInput): ViewCommand | null {
  if (input.altKey) return null;
  const command = input.ctrlKey || input.metaKey;
  // Ctrl+= is Ctrl++ without Shift on most layouts; a bare `=` is left alone.
  if (input.key === '+' || (command && input.key === '=')) return { kind: 'zoom-in' };
  if (input.key === '-') return { kind: 'zoom-out' };
  if (command && input.key === '0') return { kind: 'zoom-to-fit' };
  if (!command && input.key === '?') return { kind: 'shortcuts' };
  return null;
}
