import { appPath } from '@colabora/core/navigation/app-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './session';

/** Ends the session, forgets cached data and shows the sign-in screen. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(appPath('signIn'), { replace: true });
  }, [queryClient, navigate]);
}
