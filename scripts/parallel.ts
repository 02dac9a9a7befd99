import { availableParallelism } from 'node:os';
import { runCommand } from './run-command';

// Runs the shell commands given, as many at a time as the machine has cores, in the order given (put the longest
// first), and prints each one's output whole when it ends, so two never interleave. All run to their end; the exit
// code is 1 if any failed. `npm run typecheck` and `npm test` use it: the tsc runs and ESLint share no state, and
// one after another each left the second core idle.

async function main(commands: string[]): Promise<number> {
  const queue = [...commands];
  let failed = 0;
  const lane = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const outcome = await runCommand(command, { captured: true });
      if (!outcome.ok) failed += 1;
      process.stdout.write(outcome.output);
      console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.command} (${outcome.seconds.toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, lane));
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
