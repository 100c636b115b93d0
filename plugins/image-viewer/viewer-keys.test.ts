import { describe, expect, it } from 'vitest';
import { keyAction, PAN_STEP } from './viewer-keys';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('the viewer’s keys', () => {
  it('zoom with + and -, and fit with 0', () => {
    expect(keyAction(press('+'), false)).toEqual({ kind: 'zoomIn' });
    expect(keyAction(press('='), true)).toEqual({ kind: 'zoomIn' });
    expect(keyAction(press('-'), true)).toEqual({ kind: 'zoomOut' });
    expect(keyAction(press('0'), true)).toEqual({ kind: 'reset' });
  });

  it('pan a zoomed image with the arrows and otherwise go to the previous or next image', () => {
    expect(keyAction(press('ArrowRight'), true)).toEqual({ kind: 'pan', x: PAN_STEP, y: 0 });
    expect(keyAction(press('ArrowUp'), true)).toEqual({ kind: 'pan', x: 0, y: -PAN_STEP });
    expect(keyAction(press('ArrowRight'), false)).toEqual({ kind: 'step', by: 1 });
    expect(keyAction(press('ArrowLeft'), false)).toEqual({ kind: 'step', by: -1 });
    expect(keyAction(press('ArrowUp'), false)).toBeNull();
    expect(keyAction(press('PageDown'), true)).toEqual({ kind: 'step', by: 1 });
  });

  it('leave keys with Ctrl, Cmd or Alt to the browser', () => {
    expect(keyAction(press('+', { ctrlKey: true }), false)).toBeNull();
    expect(keyAction(press('0', { metaKey: true }), false)).toBeNull();
    expect(keyAction(press('ArrowLeft', { altKey: true }), false)).toBeNull();
  });
});
