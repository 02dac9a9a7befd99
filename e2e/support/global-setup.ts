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
  const app = await startApp();
  project.provide('appUrl', app.appUrl);
  project.provide('mailViewerUrl', app.mailViewerUrl);
  project.provide('portEnv', app.portEnv);
  return () => app.stop();
}
