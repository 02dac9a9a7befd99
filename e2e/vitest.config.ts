import { defineConfig } from 'vitest/config';

// Journeys in headless Chromium against a fresh local runtime; one file at a time keeps 2 cores calm. They
// run last (groupOrder): component tests (0), then these beside the handler and infra tests (2), which fill the
// core and a half a journey leaves idle while it waits on its pages.
// Chromium and a whole runtime beside the component tests made those miss their time limits on a 2-core
// machine; the runtime itself boots in the background from the start (support/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/app-setup.ts', 'support/accessibility-setup.ts'],
    // One file at a time: the files share one runtime (its rows, its clock), and two Chromiums on 2 cores miss
    // their limits. Vitest 3 sizes a pool from the root config, not the project's, so the journeys get the
    // `threads` pool to themselves, which the root config makes a single thread (../vitest.config.ts).
    pool: 'threads',
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
