import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API, type RouteName } from '@colabora/core/api-routes';
import { authorize, type RequestContext } from './authorize';
import type { Caller } from './caller';
import { errorHandler } from './error-handler';
import { jsonBody, type ParsedBody } from './json-body';
import type { Reply } from './reply';

// The one middy stack every resource Lambda uses: error handler (outermost, runs last), JSON body,
// route + caller resolution from the manifest, then the route's action.

export interface ActionRequest {
  event: APIGatewayProxyEventV2;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
export interface CallerRequest extends ActionRequest {
  caller: Caller;
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

export function resourceHandler<R extends string>(resource: R, actions: ActionMap<R>) {
  const byRoute = actions as Record<string, PublicAction | CallerAction | undefined>;
  return middy<APIGatewayProxyEventV2 & ParsedBody, Reply, Error, RequestContext>()
    .use(errorHandler())
    .use(jsonBody())
    .use(authorize(resource))
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
