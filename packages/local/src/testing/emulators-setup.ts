import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '@colabora/local/emulators';
import { bindingEnv, ensureResources, tableEnv } from '@colabora/local/resources';

declare module 'vitest' {
  export interface ProvidedContext {
    /** AWS endpoints of the stand-ins plus the SST binding variables the handlers read. */
    testEnv: Record<string, string>;
    /** The bindings of extra, empty tables for the demo seed (which only runs on an empty table). */
    seedTables: Record<string, string>;
  }
}

const SEED_TABLES = { tableName: 'colabora-seed-test', repRecordsTableName: 'colabora-seed-test-rep-records' };
/** The app address the handlers put in e-mail links during tests. */
const TEST_APP_URL = 'https://rh.colabora.test';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await startEmulators({ inMemory: true });
  const bindings = {
    tableName: 'colabora-test',
    repRecordsTableName: 'colabora-test-rep-records',
    bucketName: 'colabora-test-files',
    authSecret: randomBytes(32).toString('base64url'),
    mailFrom: 'Colabora <teste@colabora.local>',
    appUrl: TEST_APP_URL,
  };
  try {
    await ensureResources(emulators.env, bindings, []);
    await ensureResources(emulators.env, { ...bindings, ...SEED_TABLES }, []);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  project.provide('testEnv', { ...emulators.env, ...bindingEnv(bindings) });
  project.provide('seedTables', tableEnv(SEED_TABLES));
  return () => emulators.stop();
}
