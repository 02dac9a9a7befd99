import { Forbidden, NotFound, Unauthorized } from './http-error';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { API, ROUTES_BY_KEY, type RouteName } from '@colabora/core/api-routes';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { statusAllowsRoute } from '@colabora/core/dismissal/former-employee';
import { config } from '../config';
import { verifySessionToken } from '../lib/session-token';
import { db } from '../db/service';
import { bearerToken, mayCall } from './access';
import type { Reply } from './reply';
import type { UserRecord } from '../db/entities/user';

export interface RequestContext extends Context {
  route?: RouteName;
  /** The caller's stored record as read here, on this very call: actions use it instead of reading it again. */
  caller?: UserRecord | null;
}

/**
 * Resolves the route from the manifest and who is calling. Public routes need nothing; every other
 * route needs a valid token AND a person who still exists, is active and holds an allowed role now, or,
 * on a route with `self`, is asking about themself; a dismissed person, only the routes a former employee keeps.
 */
export function authorize(resource: string): MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, RequestContext> {
  return {
    before: async (request) => {
      const route = ROUTES_BY_KEY.get(request.event.routeKey);
      if (!route || API[route].resource !== resource) throw new NotFound(SERVER_MSG.notFound);
      request.context.route = route;
      const access = API[route].access;
      if (access === 'public') {
        request.context.caller = null;
        return;
      }
      const token = bearerToken(request.event.headers ?? {});
      const claims = token && (await verifySessionToken(token, config.authSecret));
      if (!claims) throw new Unauthorized(SERVER_MSG.unauthenticated);
      const { data: user } = await db.entities.user.get({ companyId: claims.companyId, id: claims.sub }).go();
      // A new password or role since the token was issued ends the session (db/entities/user.ts).
      if (!user || claims.sessionVersion !== (user.sessionVersion ?? 0)) throw new Unauthorized(SERVER_MSG.unauthenticated);
      // 401, not 403: the SPA ends the session on 401, which is what a deactivated person needs.
      if (user.deactivated) throw new Unauthorized(MSG.userDeactivated);
      if (!mayCall(API[route], user, request.event.pathParameters ?? {})) throw new Forbidden(SERVER_MSG.forbidden);
      // A former employee keeps read-only access to their contracts, rescission and payslips only (an allow-list,
      // so routes added later are closed to them too).
      if (!statusAllowsRoute(route, user)) throw new Forbidden(SERVER_MSG.forbidden);
      request.context.caller = user;
    },
  };
}
