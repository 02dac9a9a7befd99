import { ROLES } from '@colabora/core/enums';
import type { InviteSummary } from '@colabora/core/admission/contract';
import type { SessionUser } from '@colabora/core/auth/schema';
import { STORAGE_KEYS } from '@/config/storage-keys';

export interface Session {
  token: string;
  user: SessionUser;
  /** Only a candidate's session (invite sign-in) carries its invite; the guards read its progress. */
  invite?: InviteSummary;
}

type Listener = () => void;
const listeners = new Set<Listener>();
// Where a sign-out the person chose (SAIR, FAZER LOGIN) leads: the guards send the page being left there
// rather than to its own signed-out redirect (a candidate's /steps/… goes to /admission-process), so the
// two never race. Unset for a session that ended by itself (401).
let signOutDestination: string | null = null;
// useSyncExternalStore needs the same object until the session really changes.
let snapshot: Session | null | undefined;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<SessionUser>;
  return (
    typeof user._id === 'string' &&
    typeof user.role === 'string' &&
    (ROLES as readonly string[]).includes(user.role) &&
    typeof user.company?._id === 'string'
  );
}

function isInvite(value: unknown): value is InviteSummary {
  if (typeof value !== 'object' || value === null) return false;
  const invite = value as Partial<InviteSummary>;
  return (
    typeof invite._id === 'string' &&
    (['opened', 'concluded', 'emailVerify', 'accepted'] as const).every((flag) => typeof invite[flag] === 'boolean')
  );
}

function parseStored(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function readStorage(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const user = parseStored(localStorage.getItem(STORAGE_KEYS.user));
  if (!token || !isSessionUser(user)) return null;
  const invite = parseStored(localStorage.getItem(STORAGE_KEYS.invite));
  return isInvite(invite) ? { token, user, invite } : { token, user };
}

function publish(): void {
  snapshot = readStorage();
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = readStorage();
  return snapshot;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function saveSession(session: Session): void {
  signOutDestination = null;
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  if (session.invite) localStorage.setItem(STORAGE_KEYS.invite, JSON.stringify(session.invite));
  else localStorage.removeItem(STORAGE_KEYS.invite);
  publish();
}

/** Ends the session; `destination` is where the person chose to go (see signOutDestination). */
export function clearSession(destination: string | null = null): void {
  signOutDestination = destination;
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.invite);
  publish();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    const keys: (string | null)[] = [null, STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.invite];
    if (keys.includes(event.key)) publish();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Where the sign-out under way leads, or null (see clearSession). */
export function getSignOutDestination(): string | null {
  return signOutDestination;
}

/** The sign-out reached its page: from now on a signed-out page goes to its own redirect again. */
export function forgetSignOutDestination(): void {
  signOutDestination = null;
}
