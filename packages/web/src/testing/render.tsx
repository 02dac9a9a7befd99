import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { saveSession, type Session } from '@/lib/session';

interface RenderOptions {
  session?: Session;
}

function renderInApp(router: ReturnType<typeof createMemoryRouter>, session?: Session) {
  if (session) saveSession(session);
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user, pathname: () => router.state.location.pathname };
}

/** The whole app (routes, guards, layouts, providers) opened at `path`. */
export function renderApp(path: string, { session }: RenderOptions = {}) {
  return renderInApp(createMemoryRouter(appRoutes, { initialEntries: [path] }), session);
}

/** One component inside the app's providers and a router. */
export function renderWithProviders(ui: ReactNode, { session }: RenderOptions = {}) {
  return renderInApp(createMemoryRouter([{ path: '*', element: ui }]), session);
}
