import LinearProgress from '@mui/material/LinearProgress';
import { resolveNavigation } from '@colabora/core/navigation/resolve-navigation';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { getSignOutDestination } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useRouteTitle } from './route-handle';

/** The root of every route: applies the guards of spec 000 §2.2 and shows route-loading progress. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title ? `${title} · Colabora` : 'Colabora';
  }, [title]);

  const decision = resolveNavigation(pathname, session?.user.role ?? null, session?.invite ?? null);
  if (decision.kind === 'redirect') {
    // A sign-out the person chose leads where it said; a session that ended by itself, where the route says.
    const to = session ? decision.to : (getSignOutDestination() ?? decision.to);
    return <Navigate to={to} replace />;
  }
  return (
    <>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Carregando página"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <Outlet />
    </>
  );
}
