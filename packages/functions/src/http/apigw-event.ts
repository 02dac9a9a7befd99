import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API, buildPath, routeKey, type RouteName } from '@colabora/core/api-routes';

// Builds the event API Gateway (HTTP API, payload 2.0) sends a Lambda for a manifest route. The local
// gateway and the handler tests both use it, so handlers only ever see the real shape.

export interface EventInput {
  routeName: RouteName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  sourceIp?: string;
}

export function buildEvent(input: EventInput): APIGatewayProxyEventV2 {
  const route = API[input.routeName];
  const params = input.params ?? {};
  const rawPath = buildPath(route.path, params);
  const query = input.query ?? {};
  const rawQueryString = new URLSearchParams(query).toString();
  // API Gateway lower-cases header names.
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const body = input.body === undefined || typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
  if (body !== undefined && typeof input.body !== 'string') headers['content-type'] ??= 'application/json';
  const now = new Date();
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString,
    headers,
    queryStringParameters: rawQueryString ? query : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}
