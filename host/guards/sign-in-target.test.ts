import { describe, expect, it } from 'vitest';
import { afterSignInPath, signInPathFor } from './sign-in-target';

describe('sign-in target', () => {
  it('remembers the target with its query', () => {
    expect(signInPathFor('/projects/3?item=abc')).toBe('/?next=%2Fprojects%2F3%3Fitem%3Dabc');
  });

  it('returns to the remembered target after sign-in', () => {
    const path = signInPathFor('/projects/3?item=abc');
    expect(afterSignInPath(new URLSearchParams(path.split('?')[1]))).toBe('/projects/3?item=abc');
  });

  it('goes home without a target', () => {
    expect(signInPathFor('/')).toBe('/');
    expect(afterSignInPath(new URLSearchParams())).toBe('/home');
  });

  it('never leaves the app', () => {
    for (const next of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'projects/1']) {
      expect(afterSignInPath(new URLSearchParams({ next }))).toBe('/home');
    }
  });

  it('does not return to the sign-in page itself', () => {
    expect(afterSignInPath(new URLSearchParams({ next: '/login' }))).toBe('/home');
  });
});
