import { matchRoute, type RouteName } from '@colabora/core/api-routes';
import { vi } from 'vitest';

export interface ApiCall {
  name: RouteName;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with handlers keyed by the manifest's route names; records every call. A call
 * without a handler fails the way an absent server does (no response).
 */
export function mockApi(handlers: Partial<Record<RouteName, Handler>>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const match = matchRoute(init?.method ?? 'GET', url.pathname);
    const handler = match && handlers[match.name];
    if (!match || !handler) throw new TypeError(`unexpected call ${init?.method} ${url.pathname}`);
    const call: ApiCall = {
      name: match.name,
      params: match.params,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (name: RouteName) => calls.filter((c) => c.name === name) };
}
