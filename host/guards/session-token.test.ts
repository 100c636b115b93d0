import { describe, expect, it } from 'vitest';
import { sessionTokenFor } from './session-token';

describe('sessionTokenFor (guard rule 2)', () => {
  it('joins projectId and moduleId when the module id is an access id', () => {
    expect(sessionTokenFor({ projectId: 'UHJvag==', moduleId: 'TW9k' })).toBe('UHJvag==:TW9k');
  });

  it('uses projectId alone when only it is an access id', () => {
    expect(sessionTokenFor({ projectId: 'UHJvag==', moduleId: '5' })).toBe('UHJvag==');
    expect(sessionTokenFor({ projectId: 'UHJvag==' })).toBe('UHJvag==');
  });

  it('is cleared when every id is numeric', () => {
    expect(sessionTokenFor({ projectId: '1', moduleId: '5' })).toBeNull();
  });

  it('is cleared on routes without project or module ids', () => {
    expect(sessionTokenFor({})).toBeNull();
    expect(sessionTokenFor({ providerId: 'abc' })).toBeNull();
  });

  it('keeps an empty project part for a module access id without a project', () => {
    expect(sessionTokenFor({ moduleId: 'TW9k' })).toBe(':TW9k');
  });
});
