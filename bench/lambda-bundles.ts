import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLambdas, heaviestParts, lambdasDir } from '../stacks/build-lambdas';
import { LAMBDA_BUNDLE_GOAL, LAMBDA_ESBUILD } from '../stacks/bundling';
import { lambdaNodePath } from '../stacks/lambda-node';

export interface BundleFigure {
  name: string;
  /** What a cold start loads: the entry module and the chunks it imports statically. */
  deployedBytes: number;
  /** Chunks loaded only when a lazy import runs (e.g. one state's municipalities). */
  lazyBytes: number;
  /** The same if the AWS SDK were bundled instead of taken from the runtime. */
  withSdkBytes: number;
  /** The three heaviest packages or source folders of the deployed bytes (esbuild's metafile). */
  heaviest: { part: string; bytes: number }[];
  coldImportMs: number;
  /** The cold import over an empty module's, timed alike: what the bundle adds to Node's own start. */
  coldImportRatio: number;
}

const modulesBytes = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);

/** Median of 5 cold imports, each in a fresh Node process. */
const medianColdImport = (file: string) => median([1, 2, 3, 4, 5].map(() => coldImport(file)));

/**
 * Each Lambda built exactly as deployed (stacks/build-lambdas.ts), and again with the SDK inside for
 * comparison; the deployed bundle is then imported in a fresh Node process to time a cold start's module load
 * (the SDK coming from node_modules, as from the runtime), and so is an empty module, for scale.
 */
export async function measureBundles(): Promise<BundleFigure[]> {
  const deployed = await buildLambdas('bench');
  const withoutSdkExternal = LAMBDA_ESBUILD.external.filter((name) => !name.startsWith('@aws-sdk'));
  const withSdk = new Map((await buildLambdas('bench-with-sdk', undefined, { external: withoutSdkExternal })).map((b) => [b.name, b]));
  const emptyDir = lambdasDir('bench-empty');
  try {
    mkdirSync(emptyDir, { recursive: true });
    const empty = join(emptyDir, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    return deployed.map((bundle) => {
      // The empty module is timed beside each bundle, so a load that changes during the run skews both alike.
      const emptyMs = medianColdImport(empty);
      const coldImportMs = medianColdImport(bundle.file);
      return {
        name: bundle.name,
        deployedBytes: bundle.coldStartBytes,
        lazyBytes: modulesBytes(bundle.dir) - bundle.coldStartBytes,
        withSdkBytes: withSdk.get(bundle.name)?.coldStartBytes ?? 0,
        heaviest: heaviestParts(bundle.inputs, 3),
        coldImportMs,
        coldImportRatio: coldImportMs / emptyMs,
      };
    });
  } finally {
    for (const run of ['bench', 'bench-with-sdk', 'bench-empty']) rmSync(lambdasDir(run), { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function printBundleFigures(figures: BundleFigure[]): void {
  console.log(`\nLambda bundles (minified ESM; target ≤ ${kb(LAMBDA_BUNDLE_GOAL)} as deployed; cold import: median of 5, × an empty module's)`);
  console.log(
    'function'.padEnd(24),
    'deployed'.padStart(9),
    'lazy'.padStart(9),
    'with SDK'.padStart(10),
    'cold import'.padStart(12),
    '×empty'.padStart(7),
    '  three heaviest inputs',
  );
  for (const f of figures) {
    console.log(
      f.name.padEnd(24),
      kb(f.deployedBytes).padStart(9),
      kb(f.lazyBytes).padStart(9),
      kb(f.withSdkBytes).padStart(10),
      `${f.coldImportMs.toFixed(0)} ms`.padStart(12),
      `${f.coldImportRatio.toFixed(1)}`.padStart(7),
      ` ${f.heaviest.map((h) => `${h.part} ${kb(h.bytes)}`).join(', ')}`,
    );
  }
}

function coldImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  // On the Lambda runtime's Node (stacks/lambda-node.ts), not the tooling's.
  const out = execFileSync(lambdaNodePath(), ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Bindings as SST sets them, so the module loads as on Lambda (no SSM fetch).
      SST_APP: 'colabora',
      SST_STAGE: 'bench',
      SST_Table_tableName_Main: 'bench',
      SST_Table_tableName_RepRecords: 'bench',
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
