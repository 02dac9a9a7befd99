import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME } from './lambda-runtime';

// The Node the bundles run on outside AWS (the local runtime, the bundle-load test, the e2e suite): the Lambda
// runtime's major, whatever Node runs the tooling. npm ships Node's official builds as `node-<os>-<cpu>`
// packages (what the `node` package installs). Installing one as a dependency would link it as
// node_modules/.bin/node and move every npm script to it, so `npm install` fetches it beside DynamoDB Local.

/** A release of the Lambda runtime's major (stacks/lambda-runtime.ts); the bundle-load test checks the major. */
export const LAMBDA_NODE_VERSION = '24.21.0';

const DIR = join(resolve(import.meta.dirname, '..'), 'node_modules', '.colabora', 'lambda-node');
const platformPackage = () => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

function fetchedBinary(): string | undefined {
  const manifest = join(DIR, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { version, bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; bin: { node: string } };
  return version === LAMBDA_NODE_VERSION ? join(DIR, bin.node) : undefined;
}

/** The Node binary to run the bundles with: the fetched one, else this process's own when its major is Lambda's. */
export function lambdaNodePath(): string {
  const fetched = fetchedBinary();
  if (fetched) return fetched;
  if (majorOf(process.version) === LAMBDA_NODE_MAJOR) return process.execPath;
  throw new Error(
    `As funções Lambda rodam no Node ${LAMBDA_NODE_MAJOR} (${LAMBDA_RUNTIME}) e ele não está em ${DIR}: execute npm install.`,
  );
}

/** Whether this process runs on the Lambda runtime's Node major. */
export const onLambdaNode = () => majorOf(process.version) === LAMBDA_NODE_MAJOR;

/** `npm install`: fetches Node LAMBDA_NODE_VERSION for this machine into node_modules/.colabora/ (once). */
export function fetchLambdaNode(): string {
  const present = fetchedBinary();
  if (present) return present;
  const work = mkdtempSync(join(tmpdir(), 'lambda-node-'));
  try {
    execFileSync('npm', ['pack', `${platformPackage()}@${LAMBDA_NODE_VERSION}`, '--silent', '--pack-destination', work], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack produced no tarball');
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
    mkdirSync(dirname(DIR), { recursive: true });
    rmSync(DIR, { recursive: true, force: true });
    renameSync(join(work, 'package'), DIR);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const binary = fetchedBinary();
  if (!binary) throw new Error(`${platformPackage()}@${LAMBDA_NODE_VERSION} has no Node binary`);
  chmodSync(binary, 0o755);
  return binary;
}

// `tsx stacks/lambda-node.ts` prints the binary's path (npm start runs the local app with it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(lambdaNodePath());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
