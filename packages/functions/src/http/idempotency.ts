import { IdempotencyAlreadyInProgressError, IdempotencyConfig, IdempotencyValidationError } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API, IDEMPOTENCY_HEADER, ROUTES_BY_KEY, type ApiRoute } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { config } from '../config';
import { dynamoClient } from '../db/client';
import { TABLE_KEYS } from '../db/table-schema';
import { Conflict } from './http-error';
import type { Reply } from './reply';

// A create sent again with the same Idempotency-Key (the SPA retries a create whose answer it never got)
// gets the first call's answer instead of running twice (a second person, a 409 for a name it just took).
// Powertools' idempotency utility keeps the answers in the single table for a day. The key counts only
// together with the route and the caller's token, so one person's key never returns another's answer;
// a call without the header runs as usual. Only successful answers are kept: a refused call may be fixed
// and sent again with the same key.

/** How long a first answer is kept for its retries. */
export const IDEMPOTENCY_SECONDS = 24 * 60 * 60;

const header = `headers."${IDEMPOTENCY_HEADER}"`;

function persistence(): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName: config.tableName,
    keyAttr: TABLE_KEYS.partitionKey,
    sortKeyAttr: TABLE_KEYS.sortKey,
    expiryAttr: TABLE_KEYS.timeToLive,
    awsSdkV3Client: dynamoClient,
  });
}

/**
 * Outermost: the header counts on the manifest's idempotent routes only (elsewhere it is dropped), and the
 * utility's own refusals become answers the SPA can show.
 */
function onIdempotentRoutesOnly(): MiddlewareObj<APIGatewayProxyEventV2, Reply> {
  return {
    before: ({ event }) => {
      const name = ROUTES_BY_KEY.get(event.routeKey);
      const route: ApiRoute | undefined = name && API[name];
      if (!route?.idempotent && event.headers) delete event.headers[IDEMPOTENCY_HEADER];
    },
    onError: (request) => {
      if (request.error instanceof IdempotencyAlreadyInProgressError) request.error = new Conflict(SERVER_MSG.requestInProgress);
      else if (request.error instanceof IdempotencyValidationError) request.error = new Conflict(SERVER_MSG.requestKeyReused);
    },
  };
}

/** The middlewares a resource handler adds when its creates honour Idempotency-Key (after authorization). */
export function idempotentCreates(): MiddlewareObj<APIGatewayProxyEventV2, Reply>[] {
  return [
    onIdempotentRoutesOnly(),
    makeHandlerIdempotent({
      persistenceStore: persistence(),
      config: new IdempotencyConfig({
        // null, so no idempotency, when the header is absent.
        eventKeyJmesPath: `${header} && [requestContext.routeKey, headers.authorization, ${header}]`,
        payloadValidationJmesPath: 'body',
        expiresAfterSeconds: IDEMPOTENCY_SECONDS,
      }),
    }) as MiddlewareObj<APIGatewayProxyEventV2, Reply>,
  ];
}
