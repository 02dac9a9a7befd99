import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** For screens behind the guard, where a session always exists. */
export function useSessionUser(): Session['user'] {
  const session = useSession();
  if (!session) throw new Error('useSessionUser outside a signed-in route');
  return session.user;
}
