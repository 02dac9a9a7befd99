import { appPath } from '@colabora/core/navigation/app-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, forgetSignOutDestination } from './session';

/**
 * Ends the session, forgets cached data and shows the sign-in screen. The guards send the page being left to
 * the same place (lib/session.ts), whatever their own redirect for a signed-out page would be.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const destination = appPath('signIn');
    clearSession(destination);
    queryClient.clear();
    void Promise.resolve(navigate(destination, { replace: true })).then(forgetSignOutDestination);
  }, [queryClient, navigate]);
}
