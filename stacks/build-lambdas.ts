import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { LAMBDA_ESBUILD } from './bundling';
import { LAMBDAS, sourceFile, type LambdaEntry } from './lambdas';

// Builds the Lambdas as `sst deploy` does (stacks/bundling.ts), each into its own folder like a deployed
// function's asset. The local runtime serves these bundles, not the sources: what runs here is what ships.

const ROOT = resolve(import.meta.dirname, '..');
// The esbuild that SST deploys with is SST's own dependency, not whichever version the workspace hoisted.
const sstRequire = createRequire(createRequire(import.meta.url).resolve('sst/package.json'));
const { build } = sstRequire('esbuild') as typeof import('esbuild');

export interface BuiltLambda {
  name: string;
  /** The folder of the function: its entry file, lazily loaded chunks and source maps. */
  dir: string;
  /** The entry module Lambda loads (`handler.mjs`, `invite-expiry.mjs`). */
  file: string;
}

/**
 * Where the build named `run` goes: `.build/lambdas-<run>/<function>/<source folder>/`, inside the repository
 * (the bundles leave the AWS SDK to the runtime, and locally it resolves from node_modules) and exactly as deep
 * as SST's `.sst/artifacts/<function>/<source folder>/`: the source maps hold relative paths to the sources,
 * and the chunks' hashed names depend on them.
 */
export const lambdasDir = (run: string) => join(ROOT, '.build', `lambdas-${run}`);

/** `users` → `users`, `jobs/invite-expiry` → `jobs-invite-expiry`. */
const folderName = (name: string) => name.replace(/\//g, '-');

/** Builds every Lambda (or those given) into `lambdasDir(run)`. Extra options are for the bench only. */
export async function buildLambdas(
  run: string,
  entries: readonly LambdaEntry[] = LAMBDAS,
  extra: BuildOptions = {},
): Promise<BuiltLambda[]> {
  const outDir = lambdasDir(run);
  rmSync(outDir, { recursive: true, force: true });
  return Promise.all(
    entries.map(async (entry) => {
      const source = sourceFile(entry);
      const dir = join(outDir, folderName(entry.name), dirname(source));
      mkdirSync(dir, { recursive: true });
      // SST runs esbuild from the project root; chunk names and hashes depend on it.
      await build({ ...LAMBDA_ESBUILD, ...extra, absWorkingDir: ROOT, entryPoints: [join(ROOT, source)], outdir: dir });
      return { name: entry.name, dir, file: join(dir, basename(source).replace(/\.ts$/, '.mjs')) };
    }),
  );
}
