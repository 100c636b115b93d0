import { describe, expect, it } from 'vitest';
import { wheelIntent, type WheelInput } from './wheel';

const wheel = (input: Partial<WheelInput>) =>
  wheelIntent({ deltaX: 0, deltaY: 0, deltaMode: 0, ctrlKey: false, metaKey: false, shiftKey: false, ...input });

describe('wheelIntent', () => {
  it('pans the view against the scroll', () => {
    expect(wheel({ deltaY: 100 })).toEqual({ kind: 'pan', dx: -0, dy: -100 });
    expect(wheel({ deltaX: -30, deltaY: 10 })).toEqual({ kind: 'pan', dx: 30, dy: -10 });
  });

  it('pans sideways with Shift', () => {
    expect(wheel({ deltaY: 100, shiftKey: true })).toEqual({ kind: 'pan', dx: -100, dy: -0 });
  });

  it('counts lines and pages in pixels', () => {
    expect(wheel({ deltaY: 3, deltaMode: 1 })).toEqual({ kind: 'pan', dx: -0, dy: -120 });
    expect(wheel({ deltaY: 1, deltaMode: 2 })).toEqual({ kind: 'pan', dx: -0, dy: -800 });
  });

  it('zooms with Ctrl or Cmd (and a touchpad pinch)', () => {
    expect(wheel({ deltaY: -100, ctrlKey: true })).toEqual({ kind: 'zoom', deltaY: -100 });
    expect(wheel({ deltaY: 50, metaKey: true })).toEqual({ kind: 'zoom', deltaY: 50 });
  });
});
