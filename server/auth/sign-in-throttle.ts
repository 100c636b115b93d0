/**
 * Counts failed sign-ins per account and per client address in a sliding window. Kept in memory: with
 * several API processes each one counts on its own, so the effective limit is per process.
 */
import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from './auth-constants';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAccount: SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  perAddress: SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  windowMs: SIGN_IN_THROTTLE_WINDOW_MS,
};

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterSeconds(account: string, address: string): number {
    const wait = Math.max(
      this.wait(`account:${account.toLowerCase()}`, this.limits.perAccount),
      this.wait(`address:${address}`, this.limits.perAddress),
    );
    return Math.ceil(wait / 1000);
  }

  recordFailure(account: string, address: string): void {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** A successful sign-in forgives the account's failures; the address keeps its count. */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account.toLowerCase()}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  private wait(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    // Blocked until the oldest failure that still counts toward the limit leaves the window.
    return times[times.length - limit] + this.limits.windowMs - this.now();
  }
}
