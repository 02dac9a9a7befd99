import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildLambdas, lambdasDir } from '../stacks/build-lambdas';
import { LAMBDA_ESBUILD } from '../stacks/bundling';
import { lambdaNodePath } from '../stacks/lambda-node';

export interface BundleFigure {
  name: string;
  /** The entry file a cold start loads. */
  deployedBytes: number;
  /** Chunks loaded only when a lazy import runs (e.g. one state's municipalities). */
  lazyBytes: number;
  /** The entry file if the AWS SDK were bundled instead of taken from the runtime. */
  withSdkBytes: number;
  coldImportMs: number;
}

const modulesBytes = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);

/**
 * Each Lambda built exactly as deployed (stacks/build-lambdas.ts), and again with the SDK inside for
 * comparison; the deployed bundle is then imported in a fresh Node process to time a cold start's module load
 * (the SDK coming from node_modules, as from the runtime).
 */
export async function measureBundles(): Promise<BundleFigure[]> {
  const deployed = await buildLambdas('bench');
  const withoutSdkExternal = LAMBDA_ESBUILD.external.filter((name) => !name.startsWith('@aws-sdk'));
  const withSdk = new Map((await buildLambdas('bench-with-sdk', undefined, { external: withoutSdkExternal })).map((b) => [b.name, b]));
  try {
    return deployed.map((bundle) => {
      const deployedBytes = statSync(bundle.file).size;
      const sdkFile = withSdk.get(bundle.name)?.file;
      return {
        name: bundle.name,
        deployedBytes,
        lazyBytes: modulesBytes(bundle.dir) - deployedBytes,
        withSdkBytes: sdkFile ? statSync(sdkFile).size : 0,
        coldImportMs: median([1, 2, 3, 4, 5].map(() => coldImport(bundle.file))),
      };
    });
  } finally {
    for (const run of ['bench', 'bench-with-sdk']) rmSync(lambdasDir(run), { recursive: true, force: true });
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
