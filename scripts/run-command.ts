import { spawn } from 'node:child_process';

interface Outcome {
  command: string;
  ok: boolean;
  seconds: number;
  /** Its stdout and stderr, when captured; '' when it wrote to the terminal. */
  output: string;
}

/** Runs a shell command to its end; `captured`: its output is kept for the caller instead of shown as it comes. */
export function runCommand(command: string, { captured }: { captured: boolean }): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (ok: boolean, extra = '') =>
      resolve({ command, ok, seconds: (performance.now() - started) / 1000, output: Buffer.concat(chunks).toString() + extra });
    child.on('error', (error) => end(false, String(error)));
    child.on('close', (code) => end(code === 0));
  });
}
