import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
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
  /** What a cold start loads: the entry module and the chunks it imports statically (not the lazy ones). */
  coldStartBytes: number;
  /** The inputs of those modules (esbuild's metafile): source or package file → bytes it takes in them. */
  inputs: Record<string, number>;
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
      // SST runs esbuild from the project root; chunk names and hashes depend on it. The metafile changes no output.
      const { metafile } = await build({ ...LAMBDA_ESBUILD, ...extra, metafile: true, absWorkingDir: ROOT, entryPoints: [join(ROOT, source)], outdir: dir });
      const file = join(dir, basename(source).replace(/\.ts$/, '.mjs'));
      return { name: entry.name, dir, file, ...coldStart(metafile, relative(ROOT, file)) };
    }),
  );
}

/** The entry output and every chunk it imports statically, with the bytes each input takes in them. */
function coldStart(metafile: Metafile, entryOutput: string): Pick<BuiltLambda, 'coldStartBytes' | 'inputs'> {
  const loaded = new Set<string>();
  const visit = (output: string) => {
    if (loaded.has(output)) return;
    loaded.add(output);
    for (const chunk of metafile.outputs[output].imports) if (chunk.kind === 'import-statement' && !chunk.external) visit(chunk.path);
  };
  visit(entryOutput);
  const inputs: Record<string, number> = {};
  let coldStartBytes = 0;
  for (const output of loaded) {
    coldStartBytes += metafile.outputs[output].bytes;
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output].inputs)) {
      inputs[input] = (inputs[input] ?? 0) + bytesInOutput;
    }
  }
  return { coldStartBytes, inputs };
}

/**
 * The heaviest parts of a bundle: its inputs summed by npm package (`electrodb`, `@aws-lambda-powertools/logger`)
 * or, for our own code, by workspace folder (`functions/db`, `core/timeclock`), heaviest first.
 */
export function heaviestParts(inputs: Record<string, number>, count: number): { part: string; bytes: number }[] {
  const parts = new Map<string, number>();
  for (const [input, bytes] of Object.entries(inputs)) {
    const part =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? /packages\/([^/]+)\/src\/([^/]+)/.exec(input)?.slice(1).join('/') ?? input;
    parts.set(part, (parts.get(part) ?? 0) + bytes);
  }
  return [...parts]
    .map(([part, bytes]) => ({ part, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
