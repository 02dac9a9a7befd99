import { afterAll, beforeAll } from 'vitest';
import { applyNag } from './nag-suppressions';
import { synth, type Synthesized } from './synth';

// The 'test' stage, synthesized once for every suite that reads it: a synthesis builds the SPA and bundles every
// function (~30 s on 2 cores), and each test file runs in its own process. stacks.test.ts imports the suites
// that share it (./protections.ts), so they register these hooks once, in one file.

/** Who hears the stage's alarms (stacks/settings.ts); production refuses to deploy without one. */
export const ALARM_EMAIL = 'alarmes@empresa.com.br';

let synthesized: Synthesized | undefined;

/** The synthesized 'test' stage; only inside tests (after the suite's beforeAll). */
export function testStage(): Synthesized {
  if (!synthesized) throw new Error('the test stage is synthesized in beforeAll');
  return synthesized;
}

beforeAll(async () => {
  process.env.ALARM_EMAIL = ALARM_EMAIL;
  synthesized = await synth('test');
  applyNag(synthesized.app);
});
afterAll(() => {
  delete process.env.ALARM_EMAIL;
  synthesized?.cleanup();
});
