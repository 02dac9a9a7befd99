import { defineConfig } from 'vitest/config';

// With the handler tests (groupOrder 2): building every Lambda bundle takes a core for most of a minute, which
// beside the component tests pushed the heaviest form tests past their time limit. The demo seed's test needs the
// stand-ins, started as for the handler tests.
export default defineConfig({
  test: {
    name: 'local',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    sequence: { groupOrder: 2 },
    globalSetup: ['src/testing/emulators-setup.ts'],
    setupFiles: ['../functions/src/testing/env-setup.ts', 'src/testing/punch-writer-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
