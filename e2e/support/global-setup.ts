import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './local-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the runtime's addresses appear once it is up (support/app.ts waits for them). */
    appStateFile: string;
  }
}

// Vitest runs every project's global setup before the first test of any project, so awaiting the runtime here
// (bundling every Lambda and seeding the demo: ~40 s idle, over a minute on busy cores) held back the whole run.
// It boots in the background instead, beside the component and handler tests; the journeys run last and wait
// for the addresses it writes.
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'colabora-e2e-'));
  const stateFile = join(dir, 'app.json');
  const started = startApp(180_000).then(
    (app) => {
      writeFileSync(stateFile, JSON.stringify({ appUrl: app.appUrl, mailViewerUrl: app.mailViewerUrl, portEnv: app.portEnv }));
      return app;
    },
    (error: Error) => {
      writeFileSync(stateFile, JSON.stringify({ error: error.message }));
      return undefined;
    },
  );
  project.provide('appStateFile', stateFile);
  return async () => {
    await (await started)?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
