import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { PORT_ENV, startEmulators, type EmulatorPorts, type Emulators } from './emulators';
import { handleApi } from './gateway';
import { handleLambdaInvoke, isLambdaInvoke, lambdaInvokeEnv } from './lambda-invoke';
import { JOBS } from '@colabora/core/jobs';
import { buildDeployedLambdas, type DeployedLambdas } from './deployed-lambdas';
import { runJob, startJobTicker } from './jobs';
import { devPunchWriter, startPunchQueue, type LocalPunchQueue } from './punch-queue';
import { HOST, assertPortFree, freePort } from './ports';
import { DATA_DIR, WEB_DIST } from './paths';
import { bindingEnv, ensureResources, LOCAL_RESOURCES } from './resources';
import { LOCAL_CLOCK_ENV } from '@colabora/functions/lib/clock';
import { devClock } from './dev-clock';
import { serveStatic } from './static-files';
import { securityHeaders } from '../../../stacks/security-headers';
import { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME } from '../../../stacks/lambda-runtime';
import { onLambdaNode } from '../../../stacks/lambda-node';


export interface RuntimeOptions {
  /** Tests and benchmarks: nothing on disk, every port fresh. */
  inMemory?: boolean;
  port?: number;
  emulatorPorts?: Partial<EmulatorPorts>;
  /** Run the scheduled jobs on their local interval. */
  tickJobs?: boolean;
}

export interface LocalRuntime {
  appUrl: string;
  mailViewerUrl: string;
  emulators: Emulators;
  /** Seconds it took to bundle the Lambdas at this start. */
  lambdaBuildSeconds: number;
  stop(): Promise<void>;
}

/**
 * Everything `npm start` runs: the AWS stand-ins, the table and bucket, the seed, and one HTTP server that
 * serves the SPA and routes /api/* into the Lambda bundles as deployed. One per process: handlers read
 * process.env.
 */
export async function startLocalRuntime(options: RuntimeOptions = {}): Promise<LocalRuntime> {
  // The gateway and the job ticker import the bundles into this process: it must be Lambda's Node.
  if (!onLambdaNode()) {
    throw new Error(`o runtime local roda as funções no Node ${LAMBDA_NODE_MAJOR} (${LAMBDA_RUNTIME}), não no ${process.version}: use npm start.`);
  }
  const port = options.port ?? (options.inMemory ? await freePort() : 3000);
  await assertPortFree('aplicativo', port, 'PORT');
  const appUrl = `http://${HOST}:${port}`;

  // Bundling runs while the stand-ins start; a run that keeps nothing on disk gets its own folder.
  const building = buildDeployedLambdas(options.inMemory ? `run-${process.pid}` : 'local');
  const emulators = await startEmulators(
    options.inMemory ? { inMemory: true, ports: options.emulatorPorts } : { dataDir: DATA_DIR, ports: options.emulatorPorts },
  ).catch(async (error: unknown) => {
    await building.catch(() => undefined);
    throw error;
  });
  let punchQueue: LocalPunchQueue | undefined;
  try {
    const deployed = await building;
    Object.assign(process.env, emulators.env);
    const originVerify = randomBytes(24).toString('base64url');
    const bindings = {
      ...LOCAL_RESOURCES,
      authSecret: options.inMemory ? randomBytes(32).toString('base64url') : localSecret(),
      appUrl,
      originVerify,
    };
    await ensureResources(emulators.env, bindings, [appUrl]);
    // The punches' SQS FIFO queue, handing its messages to the deployed writer bundle as Lambda's event source would.
    punchQueue = await startPunchQueue((event) => deployed.invoke('punch-writer', event));
    // Handlers read their bindings when first imported, so the environment is set before any import.
    Object.assign(process.env, bindingEnv(bindings), punchQueue.env, lambdaInvokeEnv(appUrl));
    const queue = punchQueue;
    // Only here may COLABORA_CLOCK_OFFSET_MINUTES shift the server's clock (functions/src/lib/clock.ts).
    process.env[LOCAL_CLOCK_ENV] = '1';
    const { seedDemo } = await import('./seed');
    const seeded = await seedDemo();
    const { upgradeLocalData } = await import('./local-data-upgrade');
    await upgradeLocalData({ inMemory: options.inMemory === true, seeded });

    // What CloudFront adds to every answer in AWS (stacks/Web.ts).
    const headers = Object.entries(securityHeaders(`http://${HOST}:${emulators.ports.s3}`));
    const server = createServer((req, res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      const path = req.url ?? '/';
      if (path.startsWith('/api/')) {
        handleApi(deployed, originVerify, req, res).catch(() => res.destroy());
      } else if (isLambdaInvoke(req)) {
        handleLambdaInvoke(deployed, req, res).catch(() => res.destroy());
      } else if (path.startsWith('/__dev/jobs/') && req.method === 'POST') {
        runDevJob(deployed, path.slice('/__dev/jobs/'.length), res);
      } else if (path === '/__dev/clock') {
        devClock(req, res);
      } else if (path === '/__dev/punch-writer') {
        devPunchWriter(queue, req, res);
      } else {
        serveStatic(WEB_DIST, req, res);
      }
    });
    await listen(server, port);
    const stopTicker = options.tickJobs ? startJobTicker(deployed) : () => undefined;

    return {
      appUrl,
      mailViewerUrl: `http://${HOST}:${emulators.ports.ses}/`,
      emulators,
      lambdaBuildSeconds: deployed.buildSeconds,
      stop: async () => {
        stopTicker();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await punchQueue?.stop();
        await emulators.stop();
        if (options.inMemory) deployed.remove();
      },
    };
  } catch (error) {
    await punchQueue?.stop();
    await emulators.stop();
    if (options.inMemory) await building.then((deployed) => deployed.remove(), () => undefined);
    throw error;
  }
}

/** Local-only: run a scheduled job now (there is no such call in AWS). */
function runDevJob(lambdas: DeployedLambdas, name: string, res: import('node:http').ServerResponse): void {
  const known = JOBS.some((job) => job.name === name);
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (!known) return reply(404, { message: `Job desconhecido: ${name}` });
  runJob(lambdas, name).then(
    (result) => reply(200, { job: name, result: result ?? null }),
    (error: unknown) => reply(500, { message: error instanceof Error ? error.message : String(error) }),
  );
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
}

/** The token-signing secret for local use: generated once, kept under .local/ (SST Config.Secret in AWS). */
function localSecret(): string {
  const file = join(DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export function portsFromEnv(): { port?: number; emulatorPorts: Partial<EmulatorPorts> } {
  const read = (name: string) => {
    const value = process.env[name];
    if (value === undefined || value === '') return undefined;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${value} não é uma porta válida.`);
    return port;
  };
  return {
    port: read('PORT'),
    emulatorPorts: { dynamodb: read(PORT_ENV.dynamodb), s3: read(PORT_ENV.s3), ses: read(PORT_ENV.ses) },
  };
}
