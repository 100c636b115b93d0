import { beforeEach, describe, expect, it } from 'vitest';
import { readSavedView, viewPreferenceKey, writeSavedView } from './view-preference';

describe('saved diagram view', () => {
  beforeEach(() => localStorage.clear());

  it('restores the zoom and position a user left a module at', () => {
    writeSavedView(7, 42, { scale: 1.4, tx: -120, ty: 35 });
    expect(readSavedView(7, 42)).toEqual({ scale: 1.4, tx: -120, ty: 35 });
  });

  it('keeps each user and module apart', () => {
    writeSavedView(7, 42, { scale: 2, tx: 0, ty: 0 });
    expect(readSavedView(8, 42)).toBeNull();
    expect(readSavedView(7, 43)).toBeNull();
  });

  it('ignores an unreadable or incomplete entry', () => {
    localStorage.setItem(viewPreferenceKey(7, 42), '{not json');
    expect(readSavedView(7, 42)).toBeNull();
    localStorage.setItem(viewPreferenceKey(7, 42), JSON.stringify({ scale: 1, tx: 'left' }));
    expect(readSavedView(7, 42)).toBeNull();
  });

  it('keeps a stored zoom within the limits', () => {
    localStorage.setItem(viewPreferenceKey(7, 42), JSON.stringify({ scale: 80, tx: 1, ty: 2 }));
    expect(readSavedView(7, 42)).toEqual({ scale: 5, tx: 1, ty: 2 });
  });
});
