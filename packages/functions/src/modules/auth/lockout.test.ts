import { describe, expect, it } from 'vitest';
import { guardExpiry, isLocked, recentFailures, recordFailure, type GuardPolicy, type LoginGuard } from './lockout';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 0, 10, 12, minute, second));
const LOCKS: GuardPolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };
const SLOWS: GuardPolicy = { maxFailures: 10, windowMinutes: 15, lockMinutes: 0 };
const CLEAR: LoginGuard = { loginFailures: [], lockedUntil: null };

function failAt(times: Date[], policy = LOCKS, start: LoginGuard = CLEAR): LoginGuard {
  return times.reduce((guard, time) => recordFailure(guard, time, policy), start);
}

describe('sign-in guard arithmetic', () => {
  it('four failures do not lock', () => {
    const guard = failAt([at(0), at(1), at(2), at(3)]);
    expect(guard.lockedUntil).toBeNull();
    expect(guard.loginFailures).toHaveLength(4);
    expect(isLocked(guard, at(4))).toBe(false);
  });

  it('the fifth failure within 15 minutes locks for 15 minutes', () => {
    const guard = failAt([at(0), at(1), at(2), at(3), at(14, 59)]);
    expect(guard.lockedUntil).toBe(new Date(at(29, 59)).toISOString());
    expect(guard.loginFailures).toEqual([]);
    expect(isLocked(guard, at(14, 59))).toBe(true);
    expect(isLocked(guard, at(29, 58))).toBe(true);
  });

  it('the lock ends exactly 15 minutes after it started', () => {
    const guard = failAt([at(0), at(0), at(0), at(0), at(5)]);
    expect(isLocked(guard, at(19, 59))).toBe(true);
    expect(isLocked(guard, at(20))).toBe(false);
  });

  it('a failure exactly 15 minutes old no longer counts', () => {
    const guard = failAt([at(0), at(1), at(2), at(3), at(15)]);
    expect(guard.lockedUntil).toBeNull();
    expect(guard.loginFailures).toHaveLength(4);
    expect(guard.loginFailures[0]).toBe(at(1).toISOString());
  });

  it('failures spread over more than 15 minutes never lock', () => {
    const guard = failAt([0, 4, 8, 12, 16, 20, 24, 28].map((m) => at(m)));
    expect(guard.lockedUntil).toBeNull();
    expect(guard.loginFailures.length).toBeLessThan(5);
  });

  it('a failure during the lock keeps the lock as it is', () => {
    const locked = failAt([at(0), at(0), at(0), at(0), at(0)]);
    expect(recordFailure(locked, at(3), LOCKS)).toEqual(locked);
  });

  it('an expired lock starts a fresh count', () => {
    const locked = failAt([at(0), at(0), at(0), at(0), at(0)]);
    const after = recordFailure(locked, at(16), LOCKS);
    expect(after).toEqual({ loginFailures: [at(16).toISOString()], lockedUntil: null });
  });

  it('a subject that only slows down never locks, and keeps just the failures its window needs', () => {
    const guard = failAt(Array.from({ length: 40 }, (_, i) => at(0, i)), SLOWS);
    expect(guard.lockedUntil).toBeNull();
    expect(guard.loginFailures).toHaveLength(10);
    expect(recentFailures(guard, at(1), SLOWS)).toHaveLength(10);
    expect(recentFailures(guard, at(16), SLOWS)).toHaveLength(0);
  });

  it('is forgotten once neither its lock nor its window matters', () => {
    expect(guardExpiry(failAt([at(0), at(2)]), LOCKS)).toEqual(at(17));
    expect(guardExpiry(failAt([at(0), at(0), at(0), at(0), at(3)]), LOCKS)).toEqual(at(18));
  });
});
