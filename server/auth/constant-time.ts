/** Secrets compared in a time that does not tell how much of a guess was right. */
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
