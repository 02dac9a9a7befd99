import { spawnSync } from 'node:child_process';
import { startApp } from '../e2e/support/local-app';
import { load, type LoadFigures } from './http-load';
import { measureLambdaPunches, printLambdaPunchHeader } from './lambda-punch';
import { measureBundles, printBundleFigures } from './lambda-bundles';
import { measurePeopleLists, printListFigures } from './people-list';
import { measurePointRecords, printRecordsFigures } from './point-records';
import { measurePunches, printPunchFigures } from './punch';
import { measureRepFile, printRepFileFigures } from './rep-files';
import { measureSheetParsing } from './sheet-parse';
import { measureSpa } from './spa-bundle';

// `npm run bench`: figures, never assertions. Targets from the issue are printed beside them.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** `npm run bench -- people`: only the people lists (seeding 5 500 people takes a while). */
const peopleOnly = process.argv[2] === 'people';
/** `npm run bench -- records`: only REGISTROS GERAIS and the point mirror. */
const recordsOnly = process.argv[2] === 'records';
/** `npm run bench -- punch`: only the punches at a shift change. */
const punchOnly = process.argv[2] === 'punch';
/** `npm run bench -- afd`: only the AFD export of 1 000 people × 31 days (`afd aej`: both REP files). */
const afdOnly = process.argv.slice(2).includes('afd');
/** `npm run bench -- aej`: only the AEJ export of the same 1 000 people × 31 days. */
const aejOnly = process.argv.slice(2).includes('aej');
/** `npm run bench -- bundles` (or `npx tsx bench/run.ts bundles`, without the SPA build): only the Lambda bundles. */
const bundlesOnly = process.argv[2] === 'bundles';
/** `npm run bench -- lambda` (or `npx tsx bench/run.ts lambda`): only the punches as Lambda runs them (issue 25). */
const lambdaOnly = process.argv[2] === 'lambda';

const everything = !peopleOnly && !recordsOnly && !punchOnly && !bundlesOnly && !afdOnly && !aejOnly && !lambdaOnly;

if (everything || bundlesOnly) printBundleFigures(await measureBundles());

if (everything) {
  console.log('\nSheet import reader (median of 7; the Lambdas\' own code)');
  for (const f of measureSheetParsing()) {
    console.log(f.name.padEnd(34), kb(f.bytes).padStart(10), `${f.medianMs.toFixed(1)} ms`.padStart(10), `  ${f.outcome}`);
  }

  const spa = measureSpa();
  console.log(`\nSPA initial JS (gzip; target < 250 KB): ${kb(spa.initialGzipBytes)}  [${spa.initialFiles.join(', ')}]`);
  console.log('Lazy chunks (gzip):');
  for (const chunk of spa.chunks) console.log(`  ${chunk.file.padEnd(50)} ${kb(chunk.gzipBytes).padStart(10)}`);
}

if (lambdaOnly) {
  printLambdaPunchHeader();
  await measureLambdaPunches();
}

if (!bundlesOnly && !lambdaOnly) {
  const app = await startApp(180_000);
  try {
    const credentials = JSON.stringify({ email: 'rh@demo.com.br', password: 'Demo@2026' });
    const signIn = await fetch(`${app.appUrl}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials });
    const { token, user } = (await signIn.json()) as { token: string; user: { company: { _id: string } } };
    // The people lists first: `npm run bench -- people` stops after them.
    if (!recordsOnly && !punchOnly && !afdOnly && !aejOnly) printListFigures(await measurePeopleLists(app, token, user.company._id));
    if (!peopleOnly && !punchOnly && !afdOnly && !aejOnly) printRecordsFigures(await measurePointRecords(app, token, user.company._id));
    if (!peopleOnly && !recordsOnly && !afdOnly && !aejOnly) printPunchFigures(await measurePunches(app, user.company._id));
    if (everything || afdOnly) printRepFileFigures(await measureRepFile(app, 'afd'));
    if (everything || aejOnly) printRepFileFigures(await measureRepFile(app, 'aej'));
    if (everything) await measureLoad(app.appUrl, token, user.company._id, credentials);
  } finally {
    await app.stop();
  }
}

// Last, in a process of its own: it binds this process's DynamoDB client to emulators of its own, which it stops.
if (everything) spawnSync(process.execPath, [...process.execArgv, process.argv[1], 'lambda'], { stdio: 'inherit' });

async function measureLoad(appUrl: string, token: string, companyId: string, credentials: string): Promise<void> {
  const paginate = {
    url: `${appUrl}/api/job-role/paginate/${companyId}?page=1&limit=10&order=asc&orderBy=code`,
    headers: { authorization: `Bearer ${token}` },
    seconds: 10,
  };
  const figures: LoadFigures[] = [
    // scrypt is slow on purpose (OWASP parameters): sign-in throughput is bounded by CPU.
    await load('POST /api/auth (4 connections)', { url: `${appUrl}/api/auth`, method: 'POST', body: credentials, seconds: 10, connections: 4 }),
    await load('GET …/job-role/paginate (1 connection)', { ...paginate, connections: 1 }),
    await load('GET …/job-role/paginate (10 connections)', { ...paginate, connections: 10 }),
    // The throttle (auth/sign-in-guards.ts): one client sprays wrong passwords at the admin while the admin,
    // from their own address, signs in. The owner must get in: 0 non-2xx.
    ...(await Promise.all([
      load('spray: admin, wrong password, client A (4)', {
        url: `${appUrl}/api/auth`,
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.com.br', password: 'Errada@2026' }),
        headers: { 'cloudfront-viewer-address': '198.51.100.7:50000' },
        seconds: 10,
        connections: 4,
      }),
      load('meanwhile the admin signs in, client B (1)', {
        url: `${appUrl}/api/auth`,
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.com.br', password: 'Demo@2026' }),
        headers: { 'cloudfront-viewer-address': '203.0.113.9:50000' },
        seconds: 10,
        connections: 1,
      }),
    ])),
  ];
  console.log('\nLocal runtime under load (loopback; target paginate p99 < 50 ms)');
  console.log('route'.padEnd(42), 'requests'.padStart(9), 'non-2xx'.padStart(8), 'req/s'.padStart(8), 'p50'.padStart(8), 'p99'.padStart(8));
  for (const f of figures) {
    console.log(
      f.name.padEnd(42),
      String(f.requests).padStart(9),
      String(f.non2xx).padStart(8),
      f.reqPerSec.toFixed(0).padStart(8),
      `${f.p50Ms} ms`.padStart(8),
      `${f.p99Ms} ms`.padStart(8),
    );
  }
}
