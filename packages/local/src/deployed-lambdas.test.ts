import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { API, type RouteName } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { buildEvent } from '@colabora/functions/http/apigw-event';
import { ORIGIN_VERIFY_HEADER } from '@colabora/functions/http/origin-verify';
import { buildLambdas, heaviestParts, lambdasDir, type BuiltLambda } from '../../../stacks/build-lambdas';
import { LAMBDA_BUNDLE_LIMIT } from '../../../stacks/bundling';
import { LAMBDAS, PUNCH_WRITER, REP_EXPORT } from '../../../stacks/lambdas';
import { lambdaNodePath } from '../../../stacks/lambda-node';
import { LAMBDA_NODE_MAJOR, LAMBDA_RUNTIME } from '../../../stacks/lambda-runtime';
import { bindingEnv, ensureResources } from './resources';

// Every function as `sst deploy` bundles it, imported in a fresh process of the Lambda runtime's Node with only
// the environment a deployed function gets, and invoked once: a bundle that cannot load fails here, not at a
// cold start in AWS.

const run = promisify(execFile);
const RUN = `load-test-${process.pid}`;
/** What CloudFront would add (stacks/Web.ts). */
const ORIGIN_SECRET = 'segredo-da-origem';

// The child: import the bundle, call its handler as Lambda would with each event in turn (a cold start, then warm
// calls: one process per function, as its first import is what costs), print the results and the Node version the
// handler ran on as the last line.
const INVOKE = `
const { file, events } = JSON.parse(process.env.LAMBDA_TEST_INPUT);
delete process.env.LAMBDA_TEST_INPUT;
const { handler } = await import(file);
const context = { functionName: 'load-test', awsRequestId: 'load-test', getRemainingTimeInMillis: () => 30000 };
const results = [];
for (const event of events) results.push((await handler(event, context)) ?? null);
console.log('\\n' + JSON.stringify({ results, node: process.version }));
`;

let built: Map<string, BuiltLambda>;
let env: Record<string, string>;

beforeAll(async () => {
  built = new Map((await buildLambdas(RUN)).map((bundle) => [bundle.name, bundle]));
  const bindings = {
    tableName: 'colabora-load-test',
    repRecordsTableName: 'colabora-load-test-rep-records',
    bucketName: 'colabora-load-test',
    authSecret: 'load-test-secret',
    mailFrom: 'Colabora <nao-responda@colabora.local>',
    appUrl: 'http://127.0.0.1:9',
    originVerify: ORIGIN_SECRET,
  };
  // The package's stand-ins (testing/emulators-setup.ts), with tables and bindings of this file's own.
  const stands = inject('testEnv');
  await ensureResources(stands, bindings, []);
  env = { PATH: process.env.PATH ?? '', ...stands, ...bindingEnv(bindings) };
}, 120_000);

afterAll(() => rmSync(lambdasDir(RUN), { recursive: true, force: true }));

/** What the handler answered to each event, and the Node version it ran on. */
async function invokeOnNode(name: string, events: unknown[]): Promise<{ results: unknown[]; node: string }> {
  const bundle = built.get(name);
  if (!bundle) throw new Error(`${name}: no bundle was built`);
  try {
    const { stdout } = await run(lambdaNodePath(), ['--input-type=module', '-e', INVOKE], {
      env: { ...env, AWS_LAMBDA_FUNCTION_NAME: name, LAMBDA_TEST_INPUT: JSON.stringify({ file: bundle.file, events }) },
      timeout: 30_000,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as { results: unknown[]; node: string };
  } catch (error) {
    // Node echoes the failing line of a minified bundle: keep the readable lines.
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    const readable = stderr.split('\n').filter((line) => line.length < 400).join('\n');
    throw new Error(`${name} did not load or answer:\n${readable}`);
  }
}

const scheduledEvent = () => ({ source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() });

/** A route of the resource that needs a session, else its first (public) route. */
function probeRoute(resource: string): RouteName {
  const routes = (Object.keys(API) as RouteName[]).filter((name) => API[name].resource === resource);
  return routes.find((name) => API[name].access !== 'public') ?? routes[0];
}

describe('every deployed function loads from its bundle and answers', () => {
  test(`runs the handlers on the Node of ${LAMBDA_RUNTIME}, whatever Node runs the tests`, async () => {
    const [job] = LAMBDAS.filter((entry) => entry.name.startsWith('jobs/'));
    const { node } = await invokeOnNode(job.name, [scheduledEvent()]);
    expect(node).toMatch(new RegExp(`^v${LAMBDA_NODE_MAJOR}\\.`));
  });

  test('the bundles are every function of the route manifest and every job', () => {
    expect([...built.keys()].sort()).toEqual(LAMBDAS.map((entry) => entry.name).sort());
  });

  test(`no function loads more than ${LAMBDA_BUNDLE_LIMIT / 1000} KB at a cold start (stacks/bundling.ts)`, () => {
    const over = [...built.values()]
      .filter((bundle) => bundle.coldStartBytes > LAMBDA_BUNDLE_LIMIT)
      .map((bundle) => {
        const heaviest = heaviestParts(bundle.inputs, 3).map(({ part, bytes }) => `${part} ${bytes}`);
        return `${bundle.name}: ${bundle.coldStartBytes} bytes, heaviest ${heaviest.join(', ')}`;
      });
    expect(over).toEqual([]);
  });

  test.each(LAMBDAS.filter((entry) => !entry.name.startsWith('jobs/') && entry.name !== PUNCH_WRITER.name).map((entry) => entry.name))(
    '%s',
    async (resource) => {
      const route = probeRoute(resource);
      const isPublic = API[route].access === 'public';
      const params = Object.fromEntries([...API[route].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']));
      const event = (headers: Record<string, string>) =>
        buildEvent({ routeName: route, params, body: isPublic ? {} : undefined, headers });
      const { results } = await invokeOnNode(resource, [
        // Straight to the function, around CloudFront: refused before anything is read.
        event({ [ORIGIN_VERIFY_HEADER]: 'outro-segredo' }),
        event({ [ORIGIN_VERIFY_HEADER]: ORIGIN_SECRET }),
      ]);
      const [around, result] = results as { statusCode: number; body: string }[];
      expect(around.statusCode, `${resource} ${route}`).toBe(403);
      expect(JSON.parse(around.body)).toEqual({ message: SERVER_MSG.forbidden });
      // Without a token: 401. A public route with an empty body: the schema's 400, in Portuguese.
      if (isPublic) {
        expect(result.statusCode, `${resource} ${route}`).toBe(400);
        expect((JSON.parse(result.body) as { message: string }).message).toMatch(/[a-zà-ú]{3,}/i);
      } else {
        expect(result.statusCode, `${resource} ${route}`).toBe(401);
        expect(JSON.parse(result.body)).toEqual({ message: SERVER_MSG.unauthenticated });
      }
    },
    40_000,
  );

  test(`${PUNCH_WRITER.name} answers an SQS event with the messages it could not write`, async () => {
    const unreadable = { messageId: 'm1', body: 'not a punch', attributes: {}, messageAttributes: {} };
    const { results } = await invokeOnNode(PUNCH_WRITER.name, [{ Records: [] }, { Records: [unreadable] }]);
    expect(results).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [{ itemIdentifier: 'm1' }] }]);
  }, 40_000);

  test('jobs/rep-export runs a REP file job against DynamoDB Local: a company that is not there fails it', async () => {
    const event = { companyId: 'nenhuma', jobId: 'j-1', file: 'afd', period: { startDate: '', endDate: '' }, today: '2026-10-12', at: new Date().toISOString() };
    await expect(invokeOnNode(REP_EXPORT.name, [event])).rejects.toThrow('company nenhuma not found');
  }, 40_000);

  test.each(LAMBDAS.filter((entry) => entry.name.startsWith('jobs/') && entry !== REP_EXPORT).map((entry) => entry.name))(
    '%s runs against DynamoDB Local',
    async (job) => {
      // An EventBridge scheduled event on an empty table: the run completes and counts nothing.
      const [result] = (await invokeOnNode(job, [scheduledEvent()])).results;
      // Each count of the run (a job may count several kinds of change) is 0.
      expect(Object.values(result as Record<string, number>).filter((count) => count !== 0), job).toEqual([]);
    },
    40_000,
  );
});
