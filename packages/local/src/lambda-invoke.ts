import type { IncomingMessage, ServerResponse } from 'node:http';
import { REP_EXPORT_FUNCTION_ENV } from '@colabora/functions/modules/timeclock/rep-export-settings';
import { REP_EXPORT } from '../../../stacks/lambdas';
import type { DeployedLambdas } from './deployed-lambdas';

// The local stand-in for Lambda's asynchronous Invoke (InvocationType Event), which point-records uses to start
// the rep-export function (functions/src/modules/timeclock/rep-export-job.ts): the SDK's call, pointed here by
// AWS_ENDPOINT_URL_LAMBDA, is answered 202 at once and the bundle runs in the background, as Lambda queues it.
// Only that function: nothing else is invoked so in AWS either.

/** What the runtime sets so the functions find the stand-in and the rep-export function. */
export const lambdaInvokeEnv = (appUrl: string) => ({ AWS_ENDPOINT_URL_LAMBDA: appUrl, [REP_EXPORT_FUNCTION_ENV]: REP_EXPORT.name });

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export const isLambdaInvoke = (req: IncomingMessage) => req.method === 'POST' && INVOKE_PATH.test(new URL(req.url ?? '/', 'http://localhost').pathname);

export async function handleLambdaInvoke(lambdas: DeployedLambdas, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const name = decodeURIComponent(INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname)?.[1] ?? '');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (name !== REP_EXPORT.name || req.headers['x-amz-invocation-type'] !== 'Event') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Message: `Function not found: ${name}` }));
    return;
  }
  const event: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  res.writeHead(202);
  res.end();
  lambdas.invoke(name, event).catch((error: unknown) => console.error(`[lambda] ${name} falhou:`, error instanceof Error ? error.message : error));
}
