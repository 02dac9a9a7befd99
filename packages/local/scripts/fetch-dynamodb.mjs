// DynamoDB Local (the official AWS jar) ships inside the npm package amplify-dynamodb-simulator. Installing that
// package would pull a second aws-cdk-lib and break SST's synth, so only its tarball is fetched and its
// emulator/ folder kept, under node_modules (npm ci starts clean, so the jar is fetched again there).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '2.9.30';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const target = join(root, 'node_modules', '.colabora', 'dynamodb-local');

if (existsSync(join(target, 'DynamoDBLocal.jar'))) process.exit(0);

const work = mkdtempSync(join(tmpdir(), 'dynamodb-local-'));
try {
  execFileSync('npm', ['pack', `amplify-dynamodb-simulator@${VERSION}`, '--silent', '--pack-destination', work], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack produced no tarball');
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/emulator']);
  mkdirSync(dirname(target), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'package', 'emulator'), target);
  console.log(`DynamoDB Local ${VERSION} ready in ${target}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
