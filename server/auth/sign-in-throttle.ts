/**
 * Counts sign-in attempts per account and per client address in the database, so every API process
 * sees the same counts and an account stays locked whichever process or address the next guess uses.
 *
 * An attempt is counted before its password is checked (reserve), so concurrent guesses cannot all
 * slip past the check; an attempt refused by the limit is taken back, and a successful sign-in forgives
 * the account's failures and its own count on the address. Each key has a fixed window that starts at
 * its first failure; rows whose window has ended are deleted at the next attempt.
 */
import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { signInFailures } from '../db/schema';
import { normalizeAccountEmail } from './account-email';
import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from './auth-constants';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /**
   * Keeps the counts of another kind of attempt (password reset requests, one-time links) apart from
   * sign-ins, in the same table; sign-ins have none.
   */
  scope?: string;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAccount: SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  perAddress: SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  windowMs: SIGN_IN_THROTTLE_WINDOW_MS,
};

interface Counter {
  key: string;
  limit: number;
}

function hashedKey(scope: string | undefined, kind: 'account' | 'address', value: string): string {
  return createHash('sha256').update(`${scope ? `${scope}:` : ''}${kind}:${value}`).digest('hex');
}

export class SignInThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  /**
   * Counts a sign-in attempt. Answers 0 when it may go ahead, or the seconds until the account or
   * address may try again (the attempt is then not counted).
   */
  async reserveAttempt(email: string, address: string): Promise<number> {
    await this.db.delete(signInFailures).where(lte(signInFailures.window_ends_at, sql`now()`));
    const counters = this.countersOf(email, address);
    const counts = await Promise.all(counters.map((counter) => this.increment(counter.key)));
    const waits = counts
      .filter((count, i) => count.failures > counters[i].limit)
      .map((count) => count.secondsLeft);
    if (waits.length === 0) return 0;
    await Promise.all(counters.map((counter) => this.decrement(counter.key)));
    return Math.max(1, Math.ceil(Math.max(...waits)));
  }

  /** A successful sign-in forgives the account's failures and takes its own attempt off the address. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const [account, addressCounter] = this.countersOf(email, address);
    await this.db.delete(signInFailures).where(eq(signInFailures.key, account.key));
    await this.decrement(addressCounter.key);
  }

  private countersOf(email: string, address: string): [Counter, Counter] {
    return [
      { key: hashedKey(this.limits.scope, 'account', normalizeAccountEmail(email)), limit: this.limits.perAccount },
      { key: hashedKey(this.limits.scope, 'address', address), limit: this.limits.perAddress },
    ];
  }

  private async increment(key: string): Promise<{ failures: number; secondsLeft: number }> {
    const windowEnded = sql`${signInFailures.window_ends_at} <= now()`;
    const [row] = await this.db
      .insert(signInFailures)
      .values({ key, failures: 1, window_ends_at: sql`now() + make_interval(secs => ${this.limits.windowMs / 1000})` })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${windowEnded} then 1 else ${signInFailures.failures} + 1 end`,
          window_ends_at: sql`case when ${windowEnded} then excluded.window_ends_at else ${signInFailures.window_ends_at} end`,
        },
      })
      .returning({
        failures: signInFailures.failures,
        secondsLeft: sql<string>`extract(epoch from ${signInFailures.window_ends_at} - now())`,
      });
    return { failures: row.failures, secondsLeft: Number(row.secondsLeft) };
  }

  private async decrement(key: string): Promise<void> {
    await this.db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.key, key));
  }
}
