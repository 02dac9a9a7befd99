import { APP_ROUTE_NAMES, APP_ROUTES, type AppRouteName } from './app-routes';

export interface AppRouteMatch {
  name: AppRouteName;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Exact match of a browser path against the route map (a trailing slash is ignored, as the router
 * does). Literal segments beat parameters, so '/colaborator-home/score/journey/x' is myJourney.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const segments = segmentsOf(pathname);
  let best: (AppRouteMatch & { literals: number }) | null = null;
  for (const name of APP_ROUTE_NAMES) {
    const pattern = segmentsOf(APP_ROUTES[name].path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[i]);
        return true;
      }
      literals += 1;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { name, params, literals };
  }
  return best && { name: best.name, params: best.params };
}
