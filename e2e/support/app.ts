import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

// The local runtime's addresses, written by the global setup once the runtime is up (support/global-setup.ts).

interface AppAddresses {
  appUrl: string;
  mailViewerUrl: string;
  /** What a command aimed at this runtime needs (PORT, DYNAMODB_PORT, S3_PORT, SES_PORT). */
  portEnv: Record<string, string>;
}

export const BOOT_MS = 180_000;
let addresses: AppAddresses | undefined;

/** Resolves once the runtime is up; each journey file awaits it first (support/app-setup.ts). */
export async function waitForApp(): Promise<void> {
  const file = inject('appStateFile');
  const deadline = Date.now() + BOOT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`local runtime did not start in ${BOOT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const state = JSON.parse(readFileSync(file, 'utf8')) as AppAddresses | { error: string };
  if ('error' in state) throw new Error(state.error);
  addresses = state;
}

export function app(): AppAddresses {
  if (!addresses) throw new Error('the local runtime is not up yet (support/app.ts waits for it in beforeAll)');
  return addresses;
}
