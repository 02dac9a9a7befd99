import { defineConfig } from 'vitest/config';

// Handler tests run against the real stand-ins (DynamoDB Local, s3rver, SES), started once per run.
export default defineConfig({
  test: {
    name: 'functions',
    // After the component tests (groupOrder 0): DynamoDB Local and the handler tests beside them pushed those past
    // their time limits on a 2-core machine. Beside the journeys (e2e, groupOrder 2), which keep about 1.3 of the 2
    // cores busy: the handler tests fill the rest instead of running before them.
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The stand-ins are started by the local runtime's own code (functions never imports local).
    globalSetup: ['../local/src/testing/emulators-setup.ts'],
    // Then the punches' queue and its writer, in each test file's process.
    setupFiles: ['src/testing/env-setup.ts', '../local/src/testing/punch-writer-setup.ts'],
    testTimeout: 60_000,
    // Handlers log failures on purpose (refused e-mails, a stopped service): shown when a test fails.
    silent: 'passed-only',
    hookTimeout: 120_000,
  },
});
