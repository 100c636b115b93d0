import { describe, expect, it } from 'vitest';
import { uniqueName } from './unique-name';

describe('uniqueName', () => {
  it('is the base when nothing has it yet', () => {
    expect(uniqueName('Risk list', ['Notes'])).toBe('Risk list');
  });

  it('numbers from 2 past the names already taken, ignoring case and spaces', () => {
    expect(uniqueName('Risk list', [' risk list ', 'Risk list 2', 'Notes'])).toBe('Risk list 3');
  });

  it('fills the first free number', () => {
    expect(uniqueName('Risks', ['Risks', 'Risks 3'])).toBe('Risks 2');
  });
});
