import type { EntityItem } from '../../db/model/entity';
import { isConditionFailure } from '../../db/condition-failure';
import type { SignInGuard } from '../../db/entities/sign-in-guard';
import { db } from '../../db/service';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { guardExpiry, isLocked, recentFailures, recordFailure, type GuardPolicy, type LoginGuard } from './lockout';

// The sign-in throttle. Wrong passwords count against three subjects, each with its own rule:
// - one e-mail from one client: 5 in 15 minutes and that client waits 15 minutes for that e-mail;
// - one client, whatever the e-mails (a spray): 20 in 15 minutes and it waits 15 minutes;
// - one e-mail from every client together: never locked, so that an attacker elsewhere cannot lock the owner
//   out; past 10 in 15 minutes each try for it is slowed down instead.
// Subjects are the e-mail as typed and the client's address, never the person: an unknown e-mail is throttled
// exactly like a known one, so the answers tell nobody which addresses exist.
// The same mechanism, with its own subjects and rules, counts other public requests about an e-mail (`Throttle`,
// `takeTurn`): the password recovery (./password-recovery.ts).

type Scope = 'emailAndClient' | 'client' | 'email';
/** One rule per subject. */
export type ThrottlePolicy = Record<Scope, GuardPolicy>;
export interface Throttle {
  /** Sets the throttle's subjects apart from every other throttle's. */
  prefix: string;
  policy: ThrottlePolicy;
}

export const SIGN_IN_POLICY = {
  emailAndClient: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  client: { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 },
  email: { maxFailures: 10, windowMinutes: 15, lockMinutes: 0 },
} as const satisfies ThrottlePolicy;
const SIGN_IN: Throttle = { prefix: '', policy: SIGN_IN_POLICY };
const SCOPES = Object.keys(SIGN_IN_POLICY) as Scope[];

/** How long each try for a much-attacked e-mail waits before its password is checked. */
export const SLOWDOWN_MS = 1000;
const MAX_WRITE_ATTEMPTS = 10;

type StoredGuard = EntityItem<typeof SignInGuard>;

function subject(throttle: Throttle, scope: Scope, email: string, client: string): string {
  if (scope === 'email') return `${throttle.prefix}email#${email}`;
  if (scope === 'client') return `${throttle.prefix}client#${client}`;
  return `${throttle.prefix}email#${email}#client#${client}`;
}

const asGuard = (stored: StoredGuard | undefined): LoginGuard => ({
  loginFailures: stored?.failures ?? [],
  lockedUntil: stored?.lockedUntil ?? null,
});

async function readGuards(email: string, client: string): Promise<Record<Scope, StoredGuard | undefined>> {
  const keys = SCOPES.map((scope) => ({ subject: subject(SIGN_IN, scope, email, client) }));
  const { data } = await db.entities.signInGuard.get(keys).go({ consistent: true });
  const bySubject = new Map(data.map((item) => [item.subject, item]));
  return Object.fromEntries(SCOPES.map((scope) => [scope, bySubject.get(subject(SIGN_IN, scope, email, client))])) as Record<
    Scope,
    StoredGuard | undefined
  >;
}

export interface SignInGate {
  /** This e-mail from this client, or this client, must wait. */
  locked: boolean;
  /** This e-mail is under attack from many clients: slow every try down. */
  slow: boolean;
}

export async function signInGate(email: string, client: string, now: Date): Promise<SignInGate> {
  const guards = await readGuards(email, client);
  return {
    locked: isLocked(asGuard(guards.emailAndClient), now) || isLocked(asGuard(guards.client), now),
    slow: recentFailures(asGuard(guards.email), now, SIGN_IN_POLICY.email).length >= SIGN_IN_POLICY.email.maxFailures,
  };
}

interface Counted {
  /** The subject was already waiting before this one counted. */
  wasLocked: boolean;
  guard: LoginGuard;
}

async function countFailure(throttle: Throttle, scope: Scope, email: string, client: string, now: Date): Promise<Counted> {
  const key = { subject: subject(throttle, scope, email, client) };
  const policy = throttle.policy[scope];
  return retryTransaction(async () => {
    const { data: stored } = await db.entities.signInGuard.get(key).go({ consistent: true });
    const current = asGuard(stored ?? undefined);
    const next = recordFailure(current, now, policy);
    try {
      await db.entities.signInGuard
        .put({
          ...key,
          failures: next.loginFailures,
          lockedUntil: next.lockedUntil ?? undefined,
          version: (stored?.version ?? 0) + 1,
          expiresAt: Math.ceil(guardExpiry(next, policy).getTime() / 1000),
        })
        // Only over what was read: parallel wrong guesses must all count.
        .where(({ version }, { eq, notExists }) => (stored ? eq(version, stored.version) : notExists(version)))
        .go();
      return { wasLocked: isLocked(current, now), guard: next };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return READ_AGAIN;
    }
  }, { attempts: MAX_WRITE_ATTEMPTS, exhausted: () => new Error('could not count the attempt') });
}

/** Counts one wrong password against every subject; answers whether this e-mail from this client now waits. */
export async function registerSignInFailure(email: string, client: string, now: Date): Promise<boolean> {
  const counted = await Promise.all(SCOPES.map((scope) => countFailure(SIGN_IN, scope, email, client, now)));
  const byScope = Object.fromEntries(SCOPES.map((scope, i) => [scope, counted[i].guard])) as Record<Scope, LoginGuard>;
  return isLocked(byScope.emailAndClient, now) || isLocked(byScope.client, now);
}

/** The right password from this client forgets its earlier mistakes for this e-mail. */
export async function clearSignInFailures(email: string, client: string): Promise<void> {
  await db.entities.signInGuard.delete({ subject: subject(SIGN_IN, 'emailAndClient', email, client) }).go();
}

/**
 * Counts one request about `email` from `client` against every subject of `throttle`, before the work it guards,
 * and answers whether it must wait: one of its subjects was already waiting. Counting first means parallel
 * requests cannot slip through together: the conditional writes put them in line.
 */
export async function takeTurn(throttle: Throttle, email: string, client: string, now: Date): Promise<boolean> {
  const counted = await Promise.all(SCOPES.map((scope) => countFailure(throttle, scope, email, client, now)));
  return counted.some(({ wasLocked }) => wasLocked);
}
