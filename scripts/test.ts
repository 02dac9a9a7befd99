import { spawn } from 'node:child_process';

// `npm test`: the build (the journeys serve it), then every suite with its output streamed, while the typecheck
// and the lint run beside it at the lowest CPU priority. Run before the suites they held the start for about a
// minute and a half on 2 cores; at nice 19 they take only what the suites leave idle (a journey keeps about 1.3
// of the 2 cores busy), so they cost the run next to nothing. The exit code is 1 if any of them failed.

function run(command: string, buffered: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

async function main(): Promise<number> {
  const build = await run('npm run build', false);
  if (!build.ok) return 1;
  const checks = run("nice -n 19 tsx scripts/parallel.ts 'npm run typecheck' 'npm run lint'", true);
  const suites = await run('vitest run', false);
  const { ok, output } = await checks;
  process.stdout.write(`\n${output}`);
  console.log(`${ok ? '✓' : '✗'} typecheck and lint`);
  return suites.ok && ok ? 0 : 1;
}

process.exitCode = await main();
