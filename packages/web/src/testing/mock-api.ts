import type { Answer, FileRoute } from '@colabora/core/api-contract';
import { matchRoute, type RouteName } from '@colabora/core/api-routes';
import { vi } from 'vitest';

export interface ApiCall {
  name: RouteName;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

declare const ANSWER: unique symbol;
/** A mocked answer whose JSON is T (a type only): a handler answers what its route answers, or fails to compile. */
export type MockAnswer<T> = Response & { readonly [ANSWER]: T };

/** A route's answer; with a status, a failure (its body is the error's, whatever the route answers). */
export function json<T>(body: T): MockAnswer<T>;
export function json(body: unknown, status: number): MockAnswer<never>;
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An answer without a body (204, or a failure the server did not explain). */
export function noBody(status: number): MockAnswer<never> {
  return new Response(null, { status }) as MockAnswer<never>;
}

/** A file route answers bytes; a JSON route its contract's answer (core/api-contract.ts). */
export type RouteAnswer<K extends RouteName> = K extends FileRoute ? Response : MockAnswer<Answer<K>>;
export type Handler<K extends RouteName> = (call: ApiCall) => RouteAnswer<K> | Promise<RouteAnswer<K>>;
export type Handlers = { [K in RouteName]?: Handler<K> };

/** Types of the stored files tests link to, by extension. */
const FILE_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** What the storage answers for a signed link outside the API: a few bytes typed by the file's extension. */
function storedFile(url: URL): Response {
  const type = FILE_TYPES[url.pathname.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': type } });
}

/**
 * Replaces fetch with handlers keyed by the manifest's route names; records every call. A call
 * without a handler fails the way an absent server does (no response). A GET outside /api is a signed
 * link to a stored file, and answers its bytes.
 */
export function mockApi(handlers: Handlers) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/') && (init?.method ?? 'GET') === 'GET') return storedFile(url);
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
