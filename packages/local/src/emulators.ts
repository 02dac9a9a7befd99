import { spawn, type ChildProcess } from 'node:child_process';
import { stopChild } from './child-process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import sesModule from 'aws-ses-v2-local';
import { HOST, assertPortFree, freePort } from './ports';

// Real local stand-ins for DynamoDB, S3 and SES, all on 127.0.0.1. The handlers reach them through the
// AWS SDK's own endpoint variables, so no handler code knows it runs locally.

const here = dirname(fileURLToPath(import.meta.url));
// aws-ses-v2-local is CommonJS with `exports.default`; under Node's ESM loader that lands one level down.
const sesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule) as typeof sesModule;

const DYNAMODB_HOME = join(here, '..', '..', '..', 'node_modules', '.colabora', 'dynamodb-local');
const LAUNCHER = join(here, '..', 'java', 'LoopbackDynamoDB.java');

export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  ses: number;
}

export interface EmulatorOptions {
  /** Where DynamoDB and S3 keep data; required unless inMemory. */
  dataDir?: string;
  /** Tests: nothing on disk, fresh ports. */
  inMemory?: boolean;
  ports?: Partial<EmulatorPorts>;
}

export interface Emulators {
  ports: EmulatorPorts;
  /** AWS SDK settings that point every client at the stand-ins. */
  env: Record<string, string>;
  /** The DynamoDB Local process (the Lambda bench reads its CPU time). */
  dynamodbPid: number | undefined;
  stop(): Promise<void>;
}

export const PORT_ENV = { dynamodb: 'DYNAMODB_PORT', s3: 'S3_PORT', ses: 'SES_PORT' } as const;

/** What points every AWS SDK client at the stand-ins on these ports. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://${HOST}:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://${HOST}:${ports.s3}`,
    AWS_ENDPOINT_URL_SESV2: `http://${HOST}:${ports.ses}`,
    S3_FORCE_PATH_STYLE: 'true',
    // The SDK warns on every start that Node 20 support ends in 2027; noted in the README instead.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
export const DEFAULT_PORTS: EmulatorPorts = { dynamodb: 8000, s3: 4569, ses: 8005 };

export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const ports = await choosePorts(options);
  const dataDir = options.inMemory ? undefined : options.dataDir;
  if (!options.inMemory && !dataDir) throw new Error('dataDir is required unless inMemory');

  const dynamo = await startDynamo(ports.dynamodb, dataDir && join(dataDir, 'dynamodb'));
  const stops: (() => Promise<void>)[] = [() => stopChild(dynamo)];
  try {
    const s3 = await startS3(ports.s3, dataDir ? join(dataDir, 's3') : undefined);
    stops.push(() => s3.close());
    const ses = await sesServer({ host: HOST, port: ports.ses });
    stops.push(() => closeServer(ses));
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }

  return {
    ports,
    env: emulatorEnv(ports),
    dynamodbPid: dynamo.pid,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

async function choosePorts(options: EmulatorOptions): Promise<EmulatorPorts> {
  const ports = { ...DEFAULT_PORTS };
  for (const service of Object.keys(ports) as (keyof EmulatorPorts)[]) {
    const wanted = options.ports?.[service];
    if (options.inMemory && wanted === undefined) {
      ports[service] = await freePort();
    } else {
      ports[service] = wanted ?? ports[service];
      await assertPortFree(service, ports[service], PORT_ENV[service]);
    }
  }
  return ports;
}

function startDynamo(port: number, dbPath: string | undefined): Promise<ChildProcess> {
  const storage = dbPath ? ['-sharedDb', '-dbPath', dbPath] : ['-inMemory'];
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(DYNAMODB_HOME, 'DynamoDBLocal_lib')}`,
      '-cp',
      `${join(DYNAMODB_HOME, 'DynamoDBLocal.jar')}:${join(DYNAMODB_HOME, 'DynamoDBLocal_lib', '*')}`,
      LAUNCHER,
      '-port',
      String(port),
      '-disableTelemetry',
      ...storage,
    ],
    // DynamoDB Local writes a metadata file into its working directory.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dbPath ?? tmpdir() },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('DynamoDB Local ready')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) =>
      reject(new Error(`Não foi possível iniciar o DynamoDB Local (Java 17+ é necessário): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`DynamoDB Local saiu com código ${code}:\n${output.slice(-2000)}`)));
  });
}


async function startS3(port: number, directory: string | undefined) {
  const dir = directory ?? join(tmpdir(), `colabora-s3-${port}`);
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port,
    address: HOST,
    directory: dir,
    silent: true,
    resetOnClose: !directory,
    allowMismatchedSignatures: true,
  });
  await server.run();
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
