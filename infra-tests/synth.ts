import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import type { FunctionalStack } from 'sst/constructs/FunctionalStack.js';
import { initProject, useProject } from 'sst/project.js';
import sstConfig from '../sst.config';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A made-up account, so ARNs in the templates look like the real ones. */
export const ACCOUNT = '123456789012';

export interface Synthesized {
  app: App;
  /** The cloud assembly: templates and staged assets (each function's bundle in `asset.<hash>/`). */
  outdir: string;
  template: (stack: FunctionalStack<unknown>) => Template;
  cleanup: () => void;
}

/**
 * Synthesizes the real app for a stage the way `sst deploy` does, offline: NODE_ENV=test keeps SST away
 * from CloudFormation and the bootstrap stack, and the stage is always given so SST never prompts.
 */
export async function synth(stage: string): Promise<Synthesized> {
  if (process.env.NODE_ENV !== 'test') throw new Error('infra tests need NODE_ENV=test');
  // Handler paths and the site's path are relative to the repository root, as under the SST CLI.
  process.chdir(ROOT);
  await initProject({ stage, root: ROOT });
  const { config } = useProject();
  const outdir = mkdtempSync(path.join(tmpdir(), `colabora-cdk-${stage}-`));
  const app = new App(
    { mode: 'deploy', stage, name: config.name, region: config.region, account: ACCOUNT },
    { outdir },
  );
  await sstConfig.stacks(app);
  await app.finish();
  const templates = new Map<FunctionalStack<unknown>, Template>();
  return {
    app,
    outdir,
    template(stack) {
      const known = templates.get(stack);
      if (known) return known;
      const made = Template.fromStack(getStack(stack));
      templates.set(stack, made);
      return made;
    },
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
