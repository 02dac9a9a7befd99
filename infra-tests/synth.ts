import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
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
  /** Every stack's template, the WAF's in us-east-1 included. */
  templates: () => Template[];
  /** The template files of the cloud assembly, as CloudFormation gets them. */
  templateFiles: () => string[];
  /** The cloud assembly, synthesized once: its stacks carry their templates and their annotations. */
  assembly: () => CloudAssembly;
  cleanup: () => void;
}

/**
 * SST's App rewrites `.sst/types` (remove, then write) as it is made; two test files synthesizing side by side can
 * race there (ENOTEMPTY, ENOENT), so the App is made again: nothing else of it was built yet.
 */
function newApp(make: () => App): App {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return make();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt === 5 || (code !== 'ENOTEMPTY' && code !== 'ENOENT')) throw error;
    }
  }
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
  const app = newApp(() => new App({ mode: 'deploy', stage, name: config.name, region: config.region, account: ACCOUNT }, { outdir }));
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
    templates: () => app.node.children.filter((child): child is Stack => child instanceof Stack).map((stack) => Template.fromStack(stack)),
    // Stage.synth keeps its first assembly; forcing another would run SST's aspects twice, which refuse that.
    templateFiles: () => app.synth().stacks.map((stack) => stack.templateFullPath),
    assembly: () => app.synth(),
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
