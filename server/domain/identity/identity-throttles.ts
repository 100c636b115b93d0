/**
 * The throttles of the public identity calls, on the sign-in throttle's table with scopes of their own:
 * one-time link attempts (accepting an invitation, setting a new password) are counted like sign-ins,
 * per link and per client address, and forgiven when they succeed; mail requests (a password reset, a new
 * invitation) all count, per address asked about and per client address, since each one may send a mail.
 */
import type { FastifyInstance } from 'fastify';
import {
  MAIL_REQUEST_WINDOW_MS,
  MAIL_REQUESTS_PER_ACCOUNT,
  MAIL_REQUESTS_PER_ADDRESS,
} from '../../auth/auth-constants';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle } from '../../auth/sign-in-throttle';
import { ApiError, tooManyRequests } from '../../errors';

export interface IdentityThrottles {
  links: SignInThrottle;
  mailRequests: SignInThrottle;
}

export function identityThrottles(app: FastifyInstance): IdentityThrottles {
  return {
    links: new SignInThrottle(app.db, { ...DEFAULT_THROTTLE_LIMITS, scope: 'one-time-link' }),
    mailRequests: new SignInThrottle(app.db, {
      perAccount: MAIL_REQUESTS_PER_ACCOUNT,
      perAddress: MAIL_REQUESTS_PER_ADDRESS,
      windowMs: MAIL_REQUEST_WINDOW_MS,
      scope: 'mail-request',
    }),
  };
}

/** Counts one attempt on `key` from `address`; a 429 saying how long to wait when over the limit. */
export async function countAttempt(throttle: SignInThrottle, key: string, address: string): Promise<void> {
  const wait = await throttle.reserveAttempt(key, address);
  if (wait === 0) return;
  const minutes = Math.ceil(wait / 60);
  throw tooManyRequests(wait, { code: 'throttled', message: `Too many attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, params: { count: minutes } });
}

/**
 * Runs what a one-time link does as one counted attempt on that link. Success forgives it, and so does a
 * refused password (422): that is not a guess at a link, and someone choosing a password may need a few tries.
 */
export async function attemptWithLink<T>(throttle: SignInThrottle, token: string, address: string, work: () => Promise<T>): Promise<T> {
  await countAttempt(throttle, token, address);
  try {
    const result = await work();
    await throttle.recordSuccess(token, address);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 422) await throttle.recordSuccess(token, address);
    throw error;
  }
}
