import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long passphrase without composition rules', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('alllowercaseletters')).toBeNull();
  });

  it('refuses short, common, repetitive and personal passwords', () => {
    expect(passwordProblem('short')?.message).toMatch(/at least 12/);
    expect(passwordProblem('1q2w3e4r5t6y')?.message).toMatch(/too common/);
    expect(passwordProblem('QWERTY123456')?.message).toMatch(/too common/);
    expect(passwordProblem('abcabcabcabc')?.message).toMatch(/repeats/);
    expect(passwordProblem('adalovelace2024', { email: 'adalovelace@acme.test' })?.message).toMatch(/your name/);
    expect(passwordProblem('x'.repeat(129))?.message).toMatch(/at most 128/);
  });
});
