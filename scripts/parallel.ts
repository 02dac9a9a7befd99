import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Runs the shell commands given, as many at a time as the machine has cores, in the order given (put the longest
// first), and prints each one's output whole when it ends, so two never interleave. All run to their end; the exit
// code is 1 if any failed. `npm run typecheck` and `npm test` use it: the tsc runs and ESLint share no state, and
// one after another each left the second core idle.

interface Outcome {
  command: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(command: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (ok: boolean, extra = '') =>
      resolve({ command, ok, seconds: (performance.now() - started) / 1000, output: Buffer.concat(chunks).toString() + extra });
    child.on('error', (error) => end(false, String(error)));
    child.on('close', (code) => end(code === 0));
  });
}

async function main(commands: string[]): Promise<number> {
  const queue = [...commands];
  let failed = 0;
  const lane = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const outcome = await run(command);
      if (!outcome.ok) failed += 1;
      process.stdout.write(outcome.output);
      console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.command} (${outcome.seconds.toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, lane));
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
