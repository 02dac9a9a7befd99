import { ROLES } from '@colabora/core/enums';
import type { SessionUser } from '@colabora/core/auth/schema';
import { STORAGE_KEYS } from '@/config/storage-keys';

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
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

function readStorage(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isSessionUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
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
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  publish();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  publish();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) publish();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
