import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API, matchRoute } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { buildEvent } from '@colabora/functions/http/apigw-event';

// The local stand-in for API Gateway (HTTP API): the route manifest picks the resource's Lambda handler, the
// request becomes the same v2 event API Gateway would send, the structured result becomes the response.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's own payload limit.
const handlers = new Map<string, Promise<Handler>>();

function loadHandler(resource: string): Promise<Handler> {
  let handler = handlers.get(resource);
  if (!handler) {
    handler = import(`@colabora/functions/${resource}/handler`).then((mod: { handler: Handler }) => mod.handler);
    handlers.set(resource, handler);
  }
  return handler;
}

export async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { message: SERVER_MSG.notFound });

  const raw = await readBody(req);
  if (raw === null) return sendJson(res, 413, { message: SERVER_MSG.fileTooLarge(10) });

  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
  );
  const event = buildEvent({
    routeName: match.name,
    params: match.params,
    query: Object.fromEntries(url.searchParams),
    body: raw.length > 0 ? raw.toString('utf8') : undefined,
    headers,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
  try {
    const handler = await loadHandler(API[match.name].resource);
    writeResult(res, await handler(event, lambdaContext(API[match.name].resource)));
  } catch (error) {
    // A handler that throws past its own error middleware is a bug; say so without leaking details.
    console.error(`[gateway] ${req.method} ${url.pathname} failed:`, error instanceof Error ? error.message : error);
    sendJson(res, 500, { message: SERVER_MSG.internal });
  }
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  // Like API Gateway: a bare value (not {statusCode,…}) is a 200 JSON answer.
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return sendJson(res, 200, result);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function lambdaContext(resource: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `colabora-local-${resource}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:colabora-local-${resource}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/colabora-local-${resource}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
