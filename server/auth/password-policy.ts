/**
 * The password rules (NIST SP 800-63B, OWASP ASVS V2.1): at least 12 characters, at most 128, not a
 * commonly used password (the zxcvbn-ts list of about 49,000), not made of the product's name or the
 * person's own email or name, and no composition rules (no "one digit, one capital").
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldError } from '../errors';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

/** What the person knows about the account, so the password may not just repeat it. */
export interface PasswordContext {
  email?: string;
  name?: string;
}

const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Why the password may not be used: its code and words for the person typing it, or null when it is fine. */
export function passwordProblem(password: string, context: PasswordContext = {}): Omit<FieldError, 'field'> | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { code: 'tooShort', params: { count: PASSWORD_MIN_LENGTH }, message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (length > PASSWORD_MAX_LENGTH) return { code: 'tooLong', params: { count: PASSWORD_MAX_LENGTH }, message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` };
  const plain = normalise(password);
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || COMMON_PASSWORDS.has(plain)) {
    return { code: 'passwordCommon', message: 'This password is too common. Choose another one.' };
  }
  if (/^(.)\1+$/u.test(plain) || /^(.{1,4})\1+$/u.test(plain)) {
    return { code: 'passwordRepeats', message: 'This password only repeats a few characters. Choose another one.' };
  }
  const personal = [context.email?.split('@')[0], context.name, 'tessera'].map((word) => normalise(word ?? '')).filter((word) => word.length >= 4);
  if (personal.some((word) => plain === word || plain.replace(/\d+$/, '') === word)) {
    return { code: 'passwordPersonal', message: 'Do not use your name, email or the product name as your password.' };
  }
  return null;
}
