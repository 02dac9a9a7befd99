import { defineConfig } from 'vitest/config';

// One `vitest run` runs every suite; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), which ran every file one after another. Two workers
    // halve the component and handler groups; the journeys stay one file at a time (e2e fileParallelism).
    maxWorkers: 2,
    // Only the e2e project uses `threads`: its files run one at a time (a project's own fileParallelism is
    // not read by Vitest 3's pools).
    poolOptions: { threads: { singleThread: true } },
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
