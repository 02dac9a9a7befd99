import { inject } from 'vitest';

// Provided by the stand-ins' global setup (packages/local/src/testing/emulators-setup.ts), which declares the same.
declare module 'vitest' {
  export interface ProvidedContext {
    /** AWS endpoints of the stand-ins plus the SST binding variables the handlers read. */
    testEnv: Record<string, string>;
  }
}

// Runs before each test file imports anything: sst/node reads its bindings from the environment at import.
Object.assign(process.env, inject('testEnv'));

// Powertools writes through the global console here (vitest shows it only for failed tests, and tests may spy
// on it); metrics stay on, which POWERTOOLS_DEV alone would turn off.
process.env.POWERTOOLS_DEV = 'true';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
