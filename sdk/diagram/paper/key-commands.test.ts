import { describe, expect, it } from 'vitest';
import { keyCommand, type KeyInput } from './key-commands';

const press = (key: string, modifiers: Partial<KeyInput> = {}) =>
  keyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('keyCommand', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(press('z', { metaKey: true })).toEqual({ kind: 'undo' });
  });

  it('redoes with Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(press('z', { metaKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(press('y', { ctrlKey: true })).toEqual({ kind: 'redo' });
  });

  it('moves with the arrow keys and deletes with Delete or Backspace', () => {
    expect(press('ArrowUp')).toEqual({ kind: 'move', key: 'ArrowUp' });
    expect(press('Delete')).toEqual({ kind: 'delete' });
    expect(press('Backspace')).toEqual({ kind: 'delete' });
  });

  it('selects all with Ctrl/Cmd+A', () => {
    expect(press('a', { metaKey: true })).toEqual({ kind: 'select-all' });
  });

  it('copies and pastes with Ctrl/Cmd+C and V', () => {
    expect(press('c', { ctrlKey: true })).toEqual({ kind: 'copy' });
    expect(press('v', { metaKey: true })).toEqual({ kind: 'paste' });
  });

  it('edits the label with F2 or Enter, but not Shift+Enter', () => {
    expect(press('F2')).toEqual({ kind: 'edit-label' });
    expect(press('Enter')).toEqual({ kind: 'edit-label' });
    expect(press('Enter', { shiftKey: true })).toBeNull();
    expect(press('Enter', { ctrlKey: true })).toBeNull();
  });

  it('ignores other keys and combinations', () => {
    expect(press('z')).toBeNull();
    expect(press('y', { metaKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('ArrowUp', { altKey: true })).toBeNull();
    expect(press('x', { ctrlKey: true })).toBeNull();
  });
});
