import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API, type RouteName } from '@colabora/core/api-routes';
import { authorize, type RequestContext } from './authorize';
import { errorHandler } from './error-handler';
import { jsonBody, type ParsedBody } from './json-body';
import { originVerify } from './origin-verify';
import type { Reply } from './reply';
import { logger } from '../lib/telemetry';
import type { UserRecord } from '../db/entities/user';

// The one middy stack every resource Lambda uses: the logger's context and the call's correlation id (the
// API's request id, on every log line), the error handler (runs last), the check that the call came through
// the site, route + caller resolution from the manifest, the JSON body (read only for a caller the token let in:
// an anonymous flood is refused before its body costs anything), then the route's action.

export interface ActionRequest {
  event: APIGatewayProxyEventV2;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
export interface CallerRequest extends ActionRequest {
  /** The caller's stored record, read once by authorize(): never read again by an action. */
  caller: UserRecord;
}

export type PublicAction = (request: ActionRequest) => Promise<Reply>;
export type CallerAction = (request: CallerRequest) => Promise<Reply>;

type Routes = typeof API;
type RoutesOf<R extends string> = { [K in RouteName]: Routes[K]['resource'] extends R ? K : never }[RouteName];
type ActionFor<K extends RouteName> = Routes[K]['access'] extends 'public' ? PublicAction : CallerAction;
/** Exactly one action per manifest route of the resource: a missing route does not compile. */
export type ActionMap<R extends string> = { [K in RoutesOf<R>]: ActionFor<K> };

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
  const byRoute = actions as Record<string, PublicAction | CallerAction | undefined>;
  return middy<APIGatewayProxyEventV2 & ParsedBody, Reply, Error, RequestContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlation())
    .use(errorHandler())
    .use(originVerify())
    .use(authorize(resource))
    .use(jsonBody())
    .use(afterAuthorization)
    .handler(async (event, context) => {
      const action = context.route && byRoute[context.route];
      if (!action) throw new Error(`no action for ${event.routeKey}`);
      const request: ActionRequest = {
        event,
        params: stringMap(event.pathParameters),
        query: stringMap(event.queryStringParameters),
        body: event.parsedBody,
      };
      // authorize() guarantees a caller on every non-public route.
      return context.caller ? (action as CallerAction)({ ...request, caller: context.caller }) : (action as PublicAction)(request);
    });
}
