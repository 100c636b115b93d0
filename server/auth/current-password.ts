/**
 * The current password, asked again before a signed-in person changes their email or password or deletes
 * their account (OWASP ASVS V2.1.5, V3.7.1). Wrong guesses count against the account like failed sign-ins,
 * so a borrowed session cannot be used to guess the password.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { tooManyRequests, unprocessable } from '../errors';
import { verifyPassword } from './password';

export const CURRENT_PASSWORD_FIELD = 'current_password';

/** Passes when `password` is the user's password; a 422 on `current_password` (or 429 after too many guesses) otherwise. */
export async function assertCurrentPassword(app: FastifyInstance, request: FastifyRequest, userId: number, password: string): Promise<void> {
  const [user] = await app.db.select({ email: users.email, password_hash: users.password_hash }).from(users).where(eq(users.id, userId));
  const email = user?.email ?? '';
  const wait = await app.signInThrottle.reserveAttempt(email, request.ip);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(wait, { code: 'throttled', message: `Too many wrong passwords. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, params: { count: minutes } });
  }
  if (!(await verifyPassword(password, user?.password_hash ?? null))) {
    throw unprocessable([{ field: CURRENT_PASSWORD_FIELD, message: 'This is not your current password. Type it again.', code: 'wrongPassword' }]);
  }
  await app.signInThrottle.recordSuccess(email, request.ip);
}
