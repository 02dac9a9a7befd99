import type { AnswerTo, BodyInput, FileRoute } from '@colabora/core/api-contract';
import { API, ASKING_HEADER, buildPath, IDEMPOTENCY_HEADER, type ApiRoute, type RouteName } from '@colabora/core/api-routes';
import { ApiError } from './api-error';
import { reloadPage } from './reload-page';
import { clearSession, getToken } from './session';
import { pause } from './pause';

export type QueryValue = string | number | boolean | undefined;

/** A call's options; the body is typed by the route's schema in the contract (core/api-contract.ts). */
export interface RequestOptions<K extends RouteName = RouteName> {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: BodyInput<K>;
  signal?: AbortSignal;
  /** A token not stored yet: the invite sign-in marks the invite opened before keeping its session. */
  token?: string;
  /** A create's Idempotency-Key chosen by the caller, to ask for its answer later (a punch being recorded). */
  idempotencyKey?: string;
  /** Asks for the answer of the create taken under `idempotencyKey` (202 before): never sends it again. */
  asking?: boolean;
}

/** Builds '/api/…?…' from the route manifest: paths exist only there. */
export function apiUrl(name: RouteName, options: Pick<RequestOptions, 'params' | 'query'> = {}): string {
  const path = buildPath(API[name].path, options.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A create whose answer never came (the connection dropped, the gateway timed out) may have been written: it is
 * sent again after these pauses with the same Idempotency-Key, and the API answers the first result instead of
 * creating twice. Other calls are never repeated on their own.
 */
export const CREATE_RETRY_DELAYS_MS = [500, 1500];
const GATEWAY_TIMEOUT = 504;

/** A call's options whatever its route's body (what sending needs). */
export type AnyRequestOptions = Omit<RequestOptions, 'body'> & { body?: unknown };

async function send(name: RouteName, options: AnyRequestOptions): Promise<Response> {
  const route: ApiRoute = API[name];
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (route.idempotent) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? crypto.randomUUID());
  if (route.idempotent && options.asking) headers.set(ASKING_HEADER, '1');

  let response: Response | undefined;
  for (const delay of route.idempotent ? [0, ...CREATE_RETRY_DELAYS_MS] : [0]) {
    if (delay > 0) await pause(delay);
    try {
      response = await fetch(apiUrl(name, options), {
        method: route.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      response = undefined;
      continue;
    }
    if (response.status !== GATEWAY_TIMEOUT) break;
  }
  if (!response) throw new ApiError(0, null);

  if (!response.ok) {
    // On a public route (sign-in) 401 means wrong credentials, not an expired session; a call with its
    // own token has no stored session to end.
    if (response.status === 401 && route.access !== 'public' && options.token === undefined) {
      clearSession();
      reloadPage();
    }
    throw await ApiError.fromResponse(response);
  }
  return response;
}

/** The routes that answer JSON. */
export type JsonRoute = Exclude<RouteName, FileRoute>;

/** Calls a manifest route and reads its JSON answer, of the type the contract gives the route. */
export async function apiRequest<K extends JsonRoute, const O extends RequestOptions<K> = RequestOptions<K>>(
  name: K,
  options?: O,
): Promise<AnswerTo<K, O['query']>> {
  const response = await send(name, options ?? {});
  const text = await response.text();
  // The server's side is held to the same contract (functions/src/http/resource-handler.ts).
  const answer: unknown = text ? JSON.parse(text) : undefined;
  return answer as AnswerTo<K, O['query']>;
}

/** Calls a manifest route that answers a file. */
export async function apiFile(
  name: FileRoute,
  options: RequestOptions<FileRoute> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(name, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match ? decodeURIComponent(match[1]) : null };
}
