import { describe, expect, it } from 'vitest';
import type { KeyInput } from './key-commands';
import { viewKeyCommand } from './view-key-commands';

const press = (key: string, modifiers: Partial<KeyInput> = {}) =>
  viewKeyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('viewKeyCommand', () => {
  it('zooms in with + and Ctrl/Cmd+= or +', () => {
    expect(press('+', { shiftKey: true })).toEqual({ kind: 'zoom-in' });
    expect(press('=', { ctrlKey: true })).toEqual({ kind: 'zoom-in' });
    expect(press('+', { metaKey: true, shiftKey: true })).toEqual({ kind: 'zoom-in' });
  });

  it('zooms out with - and Ctrl/Cmd+-', () => {
    expect(press('-')).toEqual({ kind: 'zoom-out' });
    expect(press('-', { ctrlKey: true })).toEqual({ kind: 'zoom-out' });
  });

  it('fits the diagram with Ctrl/Cmd+0', () => {
    expect(press('0', { ctrlKey: true })).toEqual({ kind: 'zoom-to-fit' });
    expect(press('0', { metaKey: true })).toEqual({ kind: 'zoom-to-fit' });
  });

  it('opens the shortcut sheet with ?', () => {
    expect(press('?', { shiftKey: true })).toEqual({ kind: 'shortcuts' });
  });

  it('ignores other keys and combinations', () => {
    expect(press('=')).toBeNull();
    expect(press('0')).toBeNull();
    expect(press('-', { altKey: true })).toBeNull();
    expect(press('?', { ctrlKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true })).toBeNull();
  });
});
