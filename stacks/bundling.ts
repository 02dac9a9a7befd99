import type { BuildOptions } from 'esbuild';
import { LAMBDA_NODE_MAJOR } from './lambda-runtime';

// How every Lambda is bundled: the one definition that `sst deploy` (sst.config.ts), the local runtime, the
// bundle-load test and `npm run bench` all build with (stacks/build-lambdas.ts). SST spreads `esbuild` over its
// own defaults, so every option SST would otherwise choose is set here; it adds only the entry and outdir.
export const LAMBDA_ESBUILD = {
  platform: 'node',
  format: 'esm',
  /** The Node of the Lambda runtime (stacks/lambda-runtime.ts): syntax it runs, nothing newer. */
  target: `node${LAMBDA_NODE_MAJOR}`,
  mainFields: ['module', 'main'],
  bundle: true,
  minify: true,
  /**
   * Lazy imports become chunks loaded on demand (the IBGE municipality lists behind the city check, one per
   * state), so they do not weigh on every cold start of their Lambda.
   */
  splitting: true,
  outExtension: { '.js': '.mjs' },
  /** SST keeps function and class names by default (+~10 KB each); nothing here depends on them. */
  keepNames: false,
  /** SST ships the maps beside the function (for its console), not inside it; locally they name real lines. */
  sourcemap: true,
  /**
   * The Lambda runtime provides AWS SDK v3; bundling it would add 0.5–1 MB to each function. SST always
   * leaves sharp and pg-native out (neither is used); listing them keeps both builds identical.
   */
  external: ['@aws-sdk/*', 'sharp', 'pg-native'],
  // ESM bundles of CommonJS dependencies need require() and __dirname (SST's own banner).
  banner: {
    js: [
      "import { createRequire as topLevelCreateRequire } from 'module';",
      'const require = topLevelCreateRequire(import.meta.url);',
      "import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from 'url';",
      "const __dirname = topLevelFileUrlToPath(new topLevelURL('.', import.meta.url));",
    ].join('\n'),
  },
  /** Portuguese texts as UTF-8, not `\u00e9` escapes (Node reads modules as UTF-8): about 1 KB per function. */
  charset: 'utf8',
  /** The only comments esbuild would keep as legal ones here are coverage hints (`v8 ignore … @preserve`). */
  legalComments: 'none',
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** Issue 21's goal for each function as deployed: what its cold start loads (the bench prints each against it). */
export const LAMBDA_BUNDLE_GOAL = 300_000;

/**
 * What the bundle-load test lets one function load at a cold start: the goal itself, met by every function since
 * the table layer (functions/src/db/model) replaced ElectroDB (the heaviest 217 KB on 27 November 2026, README).
 * Raising it needs a reason in the README.
 */
export const LAMBDA_BUNDLE_LIMIT = LAMBDA_BUNDLE_GOAL;

/** The `nodejs` function props of sst.config.ts: SST decides outfile/outdir from `splitting`, so it follows. */
export const LAMBDA_NODEJS = {
  format: LAMBDA_ESBUILD.format,
  minify: LAMBDA_ESBUILD.minify,
  splitting: LAMBDA_ESBUILD.splitting,
  esbuild: LAMBDA_ESBUILD,
};
