import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { API, matchRoute } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { buildEvent } from '@colabora/functions/http/apigw-event';
import { ORIGIN_VERIFY_HEADER } from '@colabora/functions/http/origin-verify';
import type { DeployedLambdas } from './deployed-lambdas';

// The local stand-in for API Gateway (HTTP API): the route manifest picks the resource's Lambda bundle, the
// request becomes the same v2 event API Gateway would send, the structured result becomes the response. Like
// CloudFront in front of it, it adds the origin-verify header (whatever the caller sent under that name).

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's own payload limit.

export async function handleApi(
  lambdas: DeployedLambdas,
  originVerify: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return sendJson(res, 404, { message: SERVER_MSG.notFound });

  const raw = await readBody(req);
  if (raw === null) return sendJson(res, 413, { message: SERVER_MSG.fileTooLarge(10) });

  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
  );
  headers[ORIGIN_VERIFY_HEADER] = originVerify;
  const event = buildEvent({
    routeName: match.name,
    params: match.params,
    query: Object.fromEntries(url.searchParams),
    body: raw.length > 0 ? raw.toString('utf8') : undefined,
    headers,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
  try {
    writeResult(res, await lambdas.invoke<APIGatewayProxyEventV2, APIGatewayProxyResultV2>(API[match.name].resource, event));
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
