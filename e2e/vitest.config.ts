import { defineConfig } from 'vitest/config';

// Journeys in headless Chromium against a fresh local runtime; one file at a time keeps 2 cores calm. They
// run last (groupOrder): component tests (0), then handler and infra tests (1), then these (2). Chromium and
// a whole runtime beside the component tests made those miss their time limits on a 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/accessibility-setup.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
