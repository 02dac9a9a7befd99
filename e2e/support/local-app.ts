import { spawn } from 'node:child_process';
import { stopChild } from '@colabora/local/child-process';
import { join } from 'node:path';
import { lambdaNodePath } from '../../stacks/lambda-node';

// The end-to-end suite and the benchmarks drive a real local runtime in its own process (in memory, free
// ports), exactly what `npm start` runs, so its environment never mixes with the test runner's; like `npm start`,
// on the Lambda runtime's Node (stacks/lambda-node.ts), since the gateway runs the bundles in that process.

const ROOT = join(import.meta.dirname, '..', '..');

export interface RunningApp {
  appUrl: string;
  mailViewerUrl: string;
  /** The runtime's process, where the gateway runs the Lambda bundles (the bench reads its memory). */
  pid: number;
  /** What a command aimed at this runtime needs (PORT, DYNAMODB_PORT, S3_PORT, SES_PORT). */
  portEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** `startMs`: how long start-up may take (the bench, run beside other work on 2 cores, allows more). */
export function startApp(startMs = 60_000): Promise<RunningApp> {
  const child = spawn(lambdaNodePath(), ['--import', 'tsx', join(ROOT, 'packages/local/src/start.ts'), '--in-memory'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`local runtime did not start in ${startMs / 1000} s:\n${output}`)), startMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const app = /Aplicativo:\s+(\S+)/.exec(output);
      const mail = /E-mails enviados:\s+(\S+)/.exec(output);
      const services = /Serviços locais:\s+DynamoDB (\d+) · S3 (\d+) · SES (\d+)/.exec(output);
      if (app && mail && services) {
        clearTimeout(timer);
        const portEnv = { PORT: new URL(app[1]).port, DYNAMODB_PORT: services[1], S3_PORT: services[2], SES_PORT: services[3] };
        resolve({ appUrl: app[1], mailViewerUrl: mail[1], pid: child.pid ?? 0, portEnv, stop: () => stopChild(child) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`local runtime exited (${code}):\n${output}`)));
  });
}

