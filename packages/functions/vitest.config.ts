import { defineConfig } from 'vitest/config';

// Handler tests run against the real stand-ins (DynamoDB Local, s3rver, SES), started once per run.
export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    setupFiles: ['src/testing/env-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
