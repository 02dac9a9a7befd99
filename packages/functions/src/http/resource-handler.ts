import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Answer, BodySchema, QuerySchema } from '@colabora/core/api-contract';
import { API, type RouteName } from '@colabora/core/api-routes';
import { authorize, type RequestContext } from './authorize';
import { errorHandler } from './error-handler';
import { jsonBody, type ParsedBody } from './json-body';
import { originVerify } from './origin-verify';
import type { Reply } from './reply';
import { parseInput } from './validate';
import { logger } from '../lib/telemetry';
import type { UserRecord } from '../db/entities/user';

// The one middy stack every resource Lambda uses: the logger's context and the call's correlation id (the
// API's request id, on every log line), the error handler (runs last), the check that the call came through
// the site, route + caller resolution from the manifest, the JSON body (read only for a caller the token let in:
// an anonymous flood is refused before its body costs anything), then the body and query parsed with the
// schemas the route's contract names (core/api-contract.ts; 400 with the schema's message), then the action.

type RawQuery = Record<string, string>;
/** What a schema gives; without one, the raw input. */
type Parsed<S, Raw> = [S] extends [never] ? Raw : S extends z.ZodMiniType ? z.output<S> : Raw;

export interface ActionRequest<K extends RouteName = RouteName> {
  event: APIGatewayProxyEventV2;
  params: Record<string, string>;
  query: Parsed<QuerySchema<K>, RawQuery>;
  body: Parsed<BodySchema<K>, unknown>;
  /**
   * Milliseconds the call has left before middy answers its timeout (a 500) while the action may still run on
   * (Infinity where nothing limits it): an action that hands work on (the punch's queue) checks it first.
   */
  timeLeft?: () => number;
}
export interface CallerRequest<K extends RouteName = RouteName> extends ActionRequest<K> {
  /** The caller's stored record, read once by authorize(): never read again by an action. */
  caller: UserRecord;
}

type Routes = typeof API;
type RequestFor<K extends RouteName> = Routes[K]['access'] extends 'public' ? ActionRequest<K> : CallerRequest<K>;
type Run<K extends RouteName> = (request: RequestFor<K>) => Promise<Reply<Answer<K>>>;
/** The schemas the handler layer parses route K's input with: those its contract names, no other. */
export type Inputs<K extends RouteName> = ([BodySchema<K>] extends [never] ? { body?: never } : { body: BodySchema<K> }) &
  ([QuerySchema<K>] extends [never] ? { query?: never } : { query: QuerySchema<K> });

/** A route's action: its inputs' schemas and what it does with them parsed; it answers the route's answer. */
export interface RouteAction<K extends RouteName> {
  inputs: Inputs<K>;
  run: Run<K>;
}
type NoInputRoute = { [K in RouteName]: [BodySchema<K> | QuerySchema<K>] extends [never] ? K : never }[RouteName];

/** `route` names the action's route, so its request and answer are typed by the contract. */
export function action<K extends NoInputRoute>(route: K, run: Run<K>): RouteAction<K>;
export function action<K extends RouteName>(route: K, inputs: Inputs<K>, run: Run<K>): RouteAction<K>;
export function action<K extends RouteName>(_route: K, ...args: [Run<K>] | [Inputs<K>, Run<K>]): RouteAction<K> {
  return args.length === 1 ? ({ inputs: {}, run: args[0] } as RouteAction<K>) : { inputs: args[0], run: args[1] };
}

type RoutesOf<R extends string> = { [K in RouteName]: Routes[K]['resource'] extends R ? K : never }[RouteName];
/** Exactly one action per manifest route of the resource: a missing route does not compile. */
export type ActionMap<R extends string> = { [K in RoutesOf<R>]: RouteAction<K> };

/** A call as it arrives: the raw query and body. */
export interface RawRequest {
  event: APIGatewayProxyEventV2;
  params: Record<string, string>;
  query: RawQuery;
  body: unknown;
  /** Absent on a public route only. */
  caller?: UserRecord;
  timeLeft?: () => number;
}

/** Any route's action, as the layer calls it: the contract's types hold where each action is written. */
interface AnyAction<A> {
  inputs: { body?: z.ZodMiniType; query?: z.ZodMiniType };
  run: (request: Omit<RawRequest, 'query'> & { query: unknown }) => Promise<Reply<A>>;
}

/** Runs a route's action as the handler layer does: its body and query parsed first (400 with the schema's message). */
export function runAction<K extends RouteName>(routeAction: RouteAction<K>, request: RawRequest): Promise<Reply<Answer<K>>> {
  const { inputs, run } = routeAction as unknown as AnyAction<Answer<K>>;
  return run({
    ...request,
    query: inputs.query ? parseInput(inputs.query, request.query) : request.query,
    body: inputs.body ? parseInput(inputs.body, request.body) : request.body,
  });
}

function stringMap(values: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function correlation(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      logger.setCorrelationId(event.requestContext.requestId);
      logger.appendKeys({ route: event.routeKey });
    },
  };
}

/**
 * `afterAuthorization`: middlewares only some resources need (their bundles alone carry them), e.g. the
 * idempotency of creates (./idempotency.ts).
 */
export function resourceHandler<R extends string>(
  resource: R,
  actions: ActionMap<R>,
  afterAuthorization: MiddlewareObj<APIGatewayProxyEventV2, Reply>[] = [],
) {
  const byRoute: Partial<Record<RouteName, RouteAction<RouteName>>> = actions;
  return middy<APIGatewayProxyEventV2 & ParsedBody, Reply, Error, RequestContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlation())
    .use(errorHandler())
    .use(originVerify())
    .use(authorize(resource))
    .use(jsonBody())
    .use(afterAuthorization)
    .handler(async (event, context) => {
      const routeAction = context.route && byRoute[context.route];
      if (!routeAction) throw new Error(`no action for ${event.routeKey}`);
      // authorize() guarantees a caller on every non-public route.
      return runAction(routeAction, {
        event,
        params: stringMap(event.pathParameters),
        query: stringMap(event.queryStringParameters),
        body: event.parsedBody,
        caller: context.caller ?? undefined,
        // Lambda's context has it; a test's or tool's context may not.
        timeLeft: () => context.getRemainingTimeInMillis?.() ?? Infinity,
      });
    });
}
