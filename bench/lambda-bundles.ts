import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { RESOURCES } from '@colabora/core/api-routes';
import { JOBS } from '@colabora/core/jobs';
import { LAMBDA_BUNDLING, LAMBDA_SPLITTING } from '../stacks/bundling';

const ROOT = join(import.meta.dirname, '..');
// Inside the repo so that bundles marking the SDK external still resolve it from node_modules when imported.
const OUT = join(ROOT, 'node_modules', '.colabora', 'bench-bundles');

export interface BundleFigure {
  name: string;
  /** The entry file a cold start loads. */
  deployedBytes: number;
  /** Chunks loaded only when a lazy import runs (e.g. one state's municipalities). */
  lazyBytes: number;
  withSdkBytes: number;
  coldImportMs: number;
}

const entries = () => [
  ...RESOURCES.map((resource) => ({ name: resource, file: `packages/functions/src/${resource}/handler.ts` })),
  ...JOBS.map((job) => ({ name: `jobs/${job.name}`, file: `packages/functions/src/jobs/${job.name}.ts` })),
];

/**
 * Each Lambda bundled as SST deploys it (minified ESM, stacks/bundling.ts: AWS SDK v3 left to the runtime),
 * and again with the SDK inside for comparison; the deployed bundle is then imported in a fresh Node
 * process to time a cold start's module load (the SDK coming from node_modules, as from the runtime).
 */
export async function measureBundles(): Promise<BundleFigure[]> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const entry of entries()) {
    const base = entry.name.replace('/', '-');
    const dir = join(OUT, base);
    const deployed = join(dir, `${entry.file.split('/').pop()?.replace(/\.ts$/, '')}.mjs`);
    const withSdk = join(OUT, `${base}.with-sdk.mjs`);
    const common = {
      entryPoints: [join(ROOT, entry.file)],
      bundle: true,
      minify: true,
      platform: 'node' as const,
      target: 'node20',
      format: 'esm' as const,
      logLevel: 'silent' as const,
      // ESM bundles of CommonJS dependencies need a require().
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    };
    // As SST deploys it: an output folder of .mjs files, the entry among them.
    await build({ ...common, ...LAMBDA_BUNDLING, splitting: LAMBDA_SPLITTING, outdir: dir, outExtension: { '.js': '.mjs' } });
    await build({ ...common, ...LAMBDA_BUNDLING, external: [], outfile: withSdk });
    const outputs = readdirSync(dir).map((file) => statSync(join(dir, file)).size);
    const deployedBytes = statSync(deployed).size;
    figures.push({
      name: entry.name,
      deployedBytes,
      lazyBytes: outputs.reduce((sum, size) => sum + size, 0) - deployedBytes,
      withSdkBytes: statSync(withSdk).size,
      coldImportMs: median([1, 2, 3, 4, 5].map(() => coldImport(deployed))),
    });
  }
  return figures;
}

function coldImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Bindings as SST sets them, so the module loads as on Lambda (no SSM fetch).
      SST_APP: 'colabora',
      SST_STAGE: 'bench',
      SST_Table_tableName_Main: 'bench',
      SST_Bucket_bucketName_Files: 'bench',
      SST_Secret_value_AUTH_SECRET: 'bench-secret',
      SST_Parameter_value_MAIL_FROM: 'bench@example.com',
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  return Number(out.toString().trim());
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
