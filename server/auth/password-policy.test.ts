import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long passphrase without composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('alllowercaseletters')).toBeNull();
  });

  it('refuses short, common, repetitive and personal passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('1q2w3e4r5t6y')).toMatch(/too common/);
    expect(passwordProblem('QWERTY123456')).toMatch(/too common/);
    expect(passwordProblem('abcabcabcabc')).toMatch(/repeats/);
    expect(passwordProblem('adalovelace2024', { email: 'adalovelace@acme.test' })).toMatch(/your name/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });
});
