import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra-tests',
    // Beside the journeys and the handler tests (groupOrder 2), after the component tests: a journey keeps one
    // worker and leaves the second core half idle, which the synthesis (a core for a minute) helps fill.
    sequence: { groupOrder: 2 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Synthesis chdirs to the repository root (handler and site paths are relative to it), which only a
    // child process may do. Each stage builds into its own folders, so files may run side by side.
    pool: 'forks',
    env: { NODE_ENV: 'test' },
    // A synthesis builds the SPA and bundles every handler with esbuild: about 20 s on 2 cores.
    hookTimeout: 600_000,
    testTimeout: 60_000,
  },
});
