import { defineConfig } from 'vitest/config';

// One `vitest run` runs every suite; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    reporters: ['default', './vitest.summary-reporter.ts'],
    projects: [
      'packages/core',
      'packages/functions',
      'packages/web',
      'packages/local',
      'infra-tests',
      'e2e',
    ],
  },
});
