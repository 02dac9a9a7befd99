import { defineConfig } from 'vitest/config';

// Journeys in headless Chromium against a fresh local runtime; one file at a time keeps 2 cores calm. They
// run after the other projects (groupOrder): Chromium and a whole runtime beside the component tests made
// those miss their time limits on a 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/accessibility-setup.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
