import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

function throttleAt(start = 0) {
  const clock = { now: start };
  return { clock, throttle: new SignInThrottle(limits, () => clock.now) };
}

describe('SignInThrottle', () => {
  it('lets an account try until it reaches the limit, then says how long to wait', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('a@x.test', '1.1.1.1')).toBe(0);
      throttle.recordFailure('a@x.test', '1.1.1.1');
      clock.now += 1_000;
    }
    expect(throttle.retryAfterSeconds('a@x.test', '2.2.2.2')).toBe(57);
  });

  it('counts accounts without regard to letter case', () => {
    const { throttle } = throttleAt();
    for (const email of ['A@x.test', 'a@X.test', 'a@x.TEST']) throttle.recordFailure(email, '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x.test', '9.9.9.9')).toBeGreaterThan(0);
  });

  it('forgets failures older than the window', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 3; i++) throttle.recordFailure('a@x.test', '1.1.1.1');
    clock.now += 60_001;
    expect(throttle.retryAfterSeconds('a@x.test', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that fails across many accounts', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure(`user${i}@x.test`, '1.1.1.1');
    expect(throttle.retryAfterSeconds('fresh@x.test', '1.1.1.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('fresh@x.test', '2.2.2.2')).toBe(0);
  });

  it("forgives an account's failures on success, but not its address's", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 2; i++) throttle.recordFailure('a@x.test', '1.1.1.1');
    throttle.recordSuccess('a@x.test');
    throttle.recordFailure('a@x.test', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@x.test', '3.3.3.3')).toBe(0);
    for (let i = 0; i < 2; i++) throttle.recordFailure('b@x.test', '1.1.1.1');
    expect(throttle.retryAfterSeconds('c@x.test', '1.1.1.1')).toBeGreaterThan(0);
  });
});
