import { LOCKOUT } from '@colabora/core/auth/schema';

// Per-account lockout: LOCKOUT.maxFailures wrong passwords within LOCKOUT.windowMinutes lock the
// account for LOCKOUT.lockMinutes. Instants are ISO strings (as stored).
export interface LoginGuard {
  loginFailures: string[];
  lockedUntil: string | null;
}

const MINUTE = 60_000;

export function isLocked(guard: LoginGuard, now: Date): boolean {
  return guard.lockedUntil !== null && now.getTime() < Date.parse(guard.lockedUntil);
}

/** The guard after one more wrong password at `now`: old failures fall out of the window. */
export function recordFailure(guard: LoginGuard, now: Date): LoginGuard {
  // A wrong guess that raced the locking one must not lift the lock.
  if (isLocked(guard, now)) return guard;
  const windowStart = now.getTime() - LOCKOUT.windowMinutes * MINUTE;
  const failures = [...guard.loginFailures.filter((at) => Date.parse(at) > windowStart), now.toISOString()];
  if (failures.length >= LOCKOUT.maxFailures) {
    return { loginFailures: [], lockedUntil: new Date(now.getTime() + LOCKOUT.lockMinutes * MINUTE).toISOString() };
  }
  return { loginFailures: failures, lockedUntil: null };
}

export const CLEARED_GUARD: LoginGuard = { loginFailures: [], lockedUntil: null };
