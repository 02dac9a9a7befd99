import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { platform } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetchLambdaNode, lambdaNodePath } from '../stacks/lambda-node';

// What `npm start` and `npm test` need beyond npm: Java 17+ for DynamoDB Local, Chromium for the end-to-end
// suite, and the Lambda runtime's Node (stacks/lambda-node.ts, fetched from npm). `npm install` installs them
// on Debian as root (as CI is); elsewhere `npm start` and `npm test` stop at once with the exact command to run.
// `npm install` also tries to install cfn-lint (AWS's template linter, a Python package) for the infra tests;
// without it they say that the templates were not linted, and go on.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MIN_JAVA = 17;

type Need = 'java' | 'chromium';
const NEEDS_OF = { install: ['java', 'chromium'], start: ['java'], test: ['java', 'chromium'] } as const;
type Mode = keyof typeof NEEDS_OF;

const LABEL: Record<Need, string> = {
  java: `Java ${MIN_JAVA} ou mais novo (DynamoDB Local)`,
  chromium: `Chromium em ${CHROMIUM_PATH} (testes de ponta a ponta; CHROMIUM_PATH indica outro)`,
};

function javaMajor(): number | undefined {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function missing(needs: readonly Need[]): Need[] {
  return needs.filter((need) => (need === 'java' ? (javaMajor() ?? 0) < MIN_JAVA : !isExecutable(CHROMIUM_PATH)));
}

const isDebian = () => platform() === 'linux' && existsSync('/etc/debian_version');
const isRoot = () => process.getuid?.() === 0;
const DEBIAN_PACKAGE: Record<Need, string> = { java: 'openjdk-17-jre-headless', chromium: 'chromium' };

/** The exact command that installs what is missing on this machine. */
export function installCommand(needs: readonly Need[]): string {
  if (isDebian()) {
    const sudo = isRoot() ? '' : 'sudo ';
    const packages = needs.map((need) => DEBIAN_PACKAGE[need]).join(' ');
    return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages}`;
  }
  if (platform() === 'darwin') {
    const brew = needs.map((need) => (need === 'java' ? 'brew install openjdk@17' : 'brew install --cask chromium'));
    const path = needs.includes('chromium') ? ' && export CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium"' : '';
    return `${brew.join(' && ')}${path}`;
  }
  return `instale ${needs.map((need) => LABEL[need]).join(' e ')} com o gerenciador de pacotes do sistema`;
}

function installOnDebian(needs: readonly Need[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Instalando: ${needs.map((need) => DEBIAN_PACKAGE[need]).join(', ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...needs.map((need) => DEBIAN_PACKAGE[need])], {
    stdio: 'inherit',
    env,
  });
}

function report(needs: readonly Need[]): string {
  return [`Falta: ${needs.map((need) => LABEL[need]).join('; ')}.`, `Execute: ${installCommand(needs)}`].join('\n');
}

/** cfn-lint lives in its own Python environment here, so no system Python is changed (PEP 668). */
const CFN_LINT_ENV = join(import.meta.dirname, '..', 'node_modules', '.colabora', 'cfn-lint');

/** The cfn-lint to lint the synthesized templates with: ours, else one on PATH; undefined when neither runs. */
export function cfnLintPath(): string | undefined {
  const candidates = [join(CFN_LINT_ENV, 'bin', 'cfn-lint'), 'cfn-lint'];
  return candidates.find((command) => spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0);
}

function installCfnLint(): void {
  if (cfnLintPath()) return;
  const venv = spawnSync('python3', ['-m', 'venv', CFN_LINT_ENV], { stdio: 'inherit' });
  const pip = venv.status === 0 && spawnSync(join(CFN_LINT_ENV, 'bin', 'pip'), ['install', '-q', 'cfn-lint'], { stdio: 'inherit' });
  if (!pip || pip.status !== 0) {
    console.warn('\ncfn-lint não foi instalado (python3 -m venv e pip install cfn-lint falharam): os testes de infraestrutura não vão validar os templates com ele.\n');
  }
}

function lambdaNodeReady(mode: Mode): boolean {
  try {
    if (mode === 'install') fetchLambdaNode();
    else lambdaNodePath();
    return true;
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    return false;
  }
}

function main(mode: Mode): number {
  if (!lambdaNodeReady(mode)) return 1;
  if (mode === 'install') installCfnLint();
  let absent = missing(NEEDS_OF[mode]);
  if (absent.length === 0) return 0;
  if (mode === 'install') {
    if (isDebian() && isRoot()) {
      installOnDebian(absent);
      absent = missing(absent);
      if (absent.length === 0) return 0;
      console.error(report(absent));
      return 1;
    }
    // npm install still completes; npm start and npm test will stop with the same command.
    console.warn(`\n${report(absent)}\n`);
    return 0;
  }
  console.error(`\n${report(absent)}\n`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2] as Mode;
  if (!(mode in NEEDS_OF)) {
    console.error(`uso: tsx scripts/system-deps.ts ${Object.keys(NEEDS_OF).join('|')}`);
    process.exit(2);
  }
  process.exit(main(mode));
}
