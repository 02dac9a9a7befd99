// The throttle's arithmetic for one subject (pure; auth/sign-in-guards.ts stores it): wrong passwords within
// a sliding window, and the lock they lead to. Instants are ISO strings, as stored.
export interface LoginGuard {
  loginFailures: string[];
  lockedUntil: string | null;
}

export interface GuardPolicy {
  maxFailures: number;
  windowMinutes: number;
  /** 0: never locks (the subject is only slowed down). */
  lockMinutes: number;
}

const MINUTE = 60_000;

export function isLocked(guard: LoginGuard, now: Date): boolean {
  return guard.lockedUntil !== null && now.getTime() < Date.parse(guard.lockedUntil);
}

/** Failures still inside the window at `now`. */
export function recentFailures(guard: LoginGuard, now: Date, policy: GuardPolicy): string[] {
  const windowStart = now.getTime() - policy.windowMinutes * MINUTE;
  return guard.loginFailures.filter((at) => Date.parse(at) > windowStart);
}

/** The guard after one more wrong password at `now`: old failures fall out of the window. */
export function recordFailure(guard: LoginGuard, now: Date, policy: GuardPolicy): LoginGuard {
  // A wrong guess that raced the locking one must not lift the lock.
  if (isLocked(guard, now)) return guard;
  const failures = [...recentFailures(guard, now, policy), now.toISOString()];
  if (policy.lockMinutes > 0 && failures.length >= policy.maxFailures) {
    return { loginFailures: [], lockedUntil: new Date(now.getTime() + policy.lockMinutes * MINUTE).toISOString() };
  }
  // A subject that never locks keeps only what the window needs.
  return { loginFailures: failures.slice(-policy.maxFailures), lockedUntil: null };
}

/** When nothing of the guard matters any more (its stored copy can expire). */
export function guardExpiry(guard: LoginGuard, policy: GuardPolicy): Date {
  const lastFailure = Math.max(0, ...guard.loginFailures.map((at) => Date.parse(at)));
  const lockEnd = guard.lockedUntil ? Date.parse(guard.lockedUntil) : 0;
  return new Date(Math.max(lockEnd, lastFailure + policy.windowMinutes * MINUTE));
}
