import { beforeEach, describe, expect, it } from 'vitest';
import { readStencilMinimised, stencilPreferenceKey, writeStencilMinimised } from './stencil-preference';

const HOUR = 60 * 60 * 1000;

describe('stencil minimised flag', () => {
  beforeEach(() => localStorage.clear());

  it('is restored while it is under 24 hours old', () => {
    writeStencilMinimised(7, 11, true, 1_000);
    expect(readStencilMinimised(7, 11, 1_000 + 23 * HOUR)).toBe(true);
  });

  it('is forgotten (and dropped) once 24 hours have passed', () => {
    writeStencilMinimised(7, 11, true, 1_000);
    expect(readStencilMinimised(7, 11, 1_000 + 24 * HOUR)).toBe(false);
    expect(localStorage.getItem(stencilPreferenceKey(7, 11))).toBeNull();
  });

  it('is kept per project and module', () => {
    writeStencilMinimised(7, 11, true, 1_000);
    expect(readStencilMinimised(7, 12, 2_000)).toBe(false);
    expect(readStencilMinimised(8, 11, 2_000)).toBe(false);
    expect(readStencilMinimised(7, 11, 2_000)).toBe(true);
  });

  it('treats an unreadable entry as absent', () => {
    localStorage.setItem(stencilPreferenceKey(7, 11), '{not json');
    expect(readStencilMinimised(7, 11)).toBe(false);
    localStorage.setItem(stencilPreferenceKey(7, 11), JSON.stringify({ minimised: 'yes', savedAt: Date.now() }));
    expect(readStencilMinimised(7, 11)).toBe(false);
  });
});
