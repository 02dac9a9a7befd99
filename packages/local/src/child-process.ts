import type { ChildProcess } from 'node:child_process';

/** Stops a child process and resolves once it has exited (its own exit listeners no longer fire). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
