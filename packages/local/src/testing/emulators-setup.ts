import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '@colabora/local/emulators';
import { bindingEnv, ensureResources } from '@colabora/local/resources';

declare module 'vitest' {
  export interface ProvidedContext {
    /** AWS endpoints of the stand-ins plus the SST binding variables the handlers read. */
    testEnv: Record<string, string>;
    /** An extra, empty table for the demo seed (which only runs on an empty table). */
    seedTableName: string;
  }
}

const SEED_TABLE = 'colabora-seed-test';
/** The app address the handlers put in e-mail links during tests. */
const TEST_APP_URL = 'https://rh.colabora.test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await startEmulators({ inMemory: true });
  const bindings = {
    tableName: 'colabora-test',
    bucketName: 'colabora-test-files',
    authSecret: randomBytes(32).toString('base64url'),
    mailFrom: 'Colabora <teste@colabora.local>',
    appUrl: TEST_APP_URL,
  };
  try {
    await ensureResources(emulators.env, bindings, []);
    await ensureResources(emulators.env, { ...bindings, tableName: SEED_TABLE }, []);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  project.provide('testEnv', { ...emulators.env, ...bindingEnv(bindings) });
  project.provide('seedTableName', SEED_TABLE);
  return () => emulators.stop();
}
