import { CacheProvider } from '@emotion/react';
import { APP_ROUTES, type AppRouteName } from '@colabora/core/navigation/app-routes';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { RouteGuard } from '@/app/route-guard';
import { appRoutes } from '@/app/routes';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { createQueryClient } from '@/lib/query-client';
import { saveSession, type Session } from '@/lib/session';
import { testStyleCache } from './style-cache';
import { reducedMotionTheme } from '@/config/theme';
import { setupUser } from './user';

interface RenderOptions {
  session?: Session;
}

/** The app's providers (query client without retries, snackbars), the theme without motion, the test's styles. */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={testStyleCache()}>
      <AppProvider queryClient={createQueryClient({ retry: false })}>
        <ThemeProvider theme={reducedMotionTheme}>{children}</ThemeProvider>
      </AppProvider>
    </CacheProvider>
  );
}

function renderInApp(router: ReturnType<typeof createMemoryRouter>, session?: Session, datePickers = false) {
  if (session) saveSession(session);
  const user = setupUser();
  const routed = <RouterProvider router={router} />;
  render(<TestProviders>{datePickers ? <DatePickersProvider>{routed}</DatePickersProvider> : routed}</TestProviders>);
  return { router, user, pathname: () => router.state.location.pathname };
}

/**
 * The whole app (every route, the guards, the layouts, each page loaded lazily) opened at `path`.
 * Only for what needs all of it: where the guards send a person, what the layouts show.
 */
export function renderApp(path: string, { session }: RenderOptions = {}) {
  return renderInApp(createMemoryRouter(appRoutes, { initialEntries: [path] }), session);
}

function routeHandles(routes: RouteObject[], into = new Map<string, unknown>()): Map<string, unknown> {
  for (const route of routes) {
    if (route.path && route.handle) into.set(route.path, route.handle);
    if (route.children) routeHandles(route.children, into);
  }
  return into;
}
const HANDLES = routeHandles(appRoutes);

/** The pages a test opens, each under its path of the route map (core navigation/app-routes.ts). */
export type RoutePages = Partial<Record<AppRouteName, ReactElement>>;

interface RouteOptions extends RenderOptions {
  /** The app's route guards (spec 000 §2.2) around the pages, for a test of where they keep a person. */
  guards?: boolean;
}

/**
 * Only the pages a test needs, at their paths of the route map, with the app's providers and the date
 * pickers' locale the layouts give, opened at `path`. Every other path shows nothing: a test reads
 * where a page led from `pathname()`, and names the page there when it reads what that page shows.
 */
export function renderRoute(path: string, pages: RoutePages, { session, guards = false }: RouteOptions = {}) {
  const routes: RouteObject[] = [
    ...Object.entries(pages).map(([name, element]) => {
      const routePath = APP_ROUTES[name as AppRouteName].path;
      // The title the app's route declares (what PageHeader shows).
      return { path: routePath, element, handle: HANDLES.get(routePath) };
    }),
    { path: '*', element: null },
  ];
  const router = createMemoryRouter(guards ? [{ element: <RouteGuard />, children: routes }] : routes, {
    initialEntries: [path],
  });
  return renderInApp(router, session, true);
}

/** One component inside the app's providers and a router. */
export function renderWithProviders(ui: ReactNode, { session }: RenderOptions = {}) {
  return renderInApp(createMemoryRouter([{ path: '*', element: ui }]), session);
}
