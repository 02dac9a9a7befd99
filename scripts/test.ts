import { lambdaNodePath } from '../stacks/lambda-node';
import { runCommand } from './run-command';

// `npm test`: the build (the journeys serve it), then every suite with its output streamed, while the typecheck
// and the lint run beside it at the lowest CPU priority. Run before the suites they held the start for about a
// minute and a half on 2 cores; at nice 19 they take only what the suites leave idle (a journey keeps about 1.3
// of the 2 cores busy), so they cost the run next to nothing. The exit code is 1 if any of them failed.
// The suites run on the Lambda runtime's Node (stacks/lambda-node.ts), whatever Node runs npm: the handlers'
// tests then run their sources on the major that runs them deployed, as the bundles already did.

async function main(): Promise<number> {
  const build = await runCommand('npm run build', { captured: false });
  if (!build.ok) return 1;
  const checks = runCommand("nice -n 19 tsx scripts/parallel.ts 'npm run typecheck' 'npm run lint'", { captured: true });
  const suites = await runCommand(`"${lambdaNodePath()}" node_modules/vitest/vitest.mjs run`, { captured: false });
  const { ok, output } = await checks;
  process.stdout.write(`\n${output}`);
  console.log(`${ok ? '✓' : '✗'} typecheck and lint`);
  return suites.ok && ok ? 0 : 1;
}

process.exitCode = await main();
