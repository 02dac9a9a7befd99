import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { buildLambdas, lambdasDir } from '../../../stacks/build-lambdas';

// The Lambda bundles `sst deploy` ships, built here with the deploy's own settings and invoked by the gateway
// and the job ticker. Each bundle is its own module graph, as each function is its own process in AWS.

export interface DeployedLambdas {
  /** Calls a function (a resource of the route manifest, or `jobs/<job>`) as Lambda would. */
  invoke<E, R>(name: string, event: E): Promise<R>;
  buildSeconds: number;
  /** Removes the bundles (runs that keep nothing on disk). */
  remove(): void;
}

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/** Builds every function into its own folder under `.build/` (`run` names it), then loads them on demand. */
export async function buildDeployedLambdas(run: string): Promise<DeployedLambdas> {
  const started = performance.now();
  const files = new Map((await buildLambdas(run)).map((built) => [built.name, built.file]));
  const buildSeconds = (performance.now() - started) / 1000;
  const loaded = new Map<string, Promise<unknown>>();
  const load = (name: string) => {
    let handler = loaded.get(name);
    if (!handler) {
      const file = files.get(name);
      if (!file) return Promise.reject(new Error(`Função desconhecida: ${name}`));
      handler = import(pathToFileURL(file).href).then((mod: { handler: unknown }) => mod.handler);
      loaded.set(name, handler);
    }
    return handler;
  };
  return {
    buildSeconds,
    async invoke<E, R>(name: string, event: E) {
      const handler = (await load(name)) as Handler<E, R>;
      return handler(event, lambdaContext(name));
    },
    remove: () => rmSync(lambdasDir(run), { recursive: true, force: true }),
  };
}

function lambdaContext(name: string): Context {
  const functionName = `colabora-local-${name.replace(/\//g, '-')}`;
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
