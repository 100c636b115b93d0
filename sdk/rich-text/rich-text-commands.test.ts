import { describe, expect, it } from 'vitest';
import { commandForKey } from './rich-text-commands';
import { normalizeHref } from './link-dialog';

const key = (code: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('commandForKey', () => {
  it('maps Ctrl or Cmd shortcuts to commands', () => {
    expect(commandForKey(key('KeyB', { ctrlKey: true }))?.id).toBe('bold');
    expect(commandForKey(key('KeyI', { metaKey: true }))?.id).toBe('italic');
    expect(commandForKey(key('KeyK', { ctrlKey: true }))?.id).toBe('link');
    expect(commandForKey(key('Digit8', { ctrlKey: true, shiftKey: true }))?.id).toBe('bulletedList');
    expect(commandForKey(key('Digit7', { ctrlKey: true, shiftKey: true }))?.id).toBe('numberedList');
  });

  it('ignores plain keys and other combinations', () => {
    expect(commandForKey(key('KeyB'))).toBeUndefined();
    expect(commandForKey(key('KeyB', { ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(commandForKey(key('Digit8', { ctrlKey: true }))).toBeUndefined();
  });
});

describe('normalizeHref', () => {
  it('adds https:// to an address without a scheme and keeps one with a scheme', () => {
    expect(normalizeHref(' example.com/a ')).toBe('https://example.com/a');
    expect(normalizeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
  });
});
