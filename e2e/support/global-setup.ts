import type { TestProject } from 'vitest/node';
import { startApp } from './local-app';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailViewerUrl: string;
    portEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  // Bundling every Lambda and seeding the demo (with its time-clock months) takes more than a minute on 2 busy cores.
  const app = await startApp(180_000);
  project.provide('appUrl', app.appUrl);
  project.provide('mailViewerUrl', app.mailViewerUrl);
  project.provide('portEnv', app.portEnv);
  return () => app.stop();
}
