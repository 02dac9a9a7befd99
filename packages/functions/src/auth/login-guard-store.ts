import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { getUser, type UserRecord } from '../users/user-records';
import { CLEARED_GUARD, recordFailure, type LoginGuard } from './lockout';

const MAX_WRITE_ATTEMPTS = 5;

function guardOf(user: UserRecord): LoginGuard {
  return { loginFailures: user.loginFailures, lockedUntil: user.lockedUntil ?? null };
}

async function writeGuard(user: UserRecord, guard: LoginGuard): Promise<void> {
  const update = db.entities.user
    .patch({ companyId: user.companyId, id: user.id })
    .set({ loginFailures: guard.loginFailures, loginVersion: user.loginVersion + 1 });
  const withLock = guard.lockedUntil ? update.set({ lockedUntil: guard.lockedUntil }) : update.remove(['lockedUntil']);
  // Only if nobody else wrote since we read: parallel wrong guesses must all count.
  await withLock.where(({ loginVersion }, { eq }) => eq(loginVersion, user.loginVersion)).go();
}

/** Records one wrong password and returns the guard now in force. */
export async function registerLoginFailure(user: UserRecord, now: Date): Promise<LoginGuard> {
  let current: UserRecord | null = user;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS && current; attempt += 1) {
    const next = recordFailure(guardOf(current), now);
    try {
      await writeGuard(current, next);
      return next;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      current = await getUser(user.companyId, user.id);
    }
  }
  throw new Error('could not record the login failure');
}

export async function clearLoginFailures(user: UserRecord): Promise<void> {
  if (user.loginFailures.length === 0 && !user.lockedUntil) return;
  // A concurrent failure write may win; the person is signed in either way.
  await writeGuard(user, CLEARED_GUARD).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}
