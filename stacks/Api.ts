import {
  Api as HttpApi,
  Config,
  Function as LambdaFunction,
  use,
  type FunctionProps,
  type StackContext,
} from 'sst/constructs';
import { CfnRoute, CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { API, routeKey, type RouteName } from '@colabora/core/api-routes';
import { ORIGIN_VERIFY_ENV } from '@colabora/functions/http/origin-verify';
import { PUNCH_QUEUE_ENV } from '@colabora/functions/modules/timeclock/punch-queue';
import { REP_EXPORT_FUNCTION_ENV } from '@colabora/functions/modules/timeclock/rep-export-settings';
import { APP_URL_ENV, appUrlParameterName } from './app-url';
import { Data } from './Data';
import { Email } from './Email';
import { Files } from './Files';
import { repExportFunctionName, resourceHandler } from './lambdas';
import { LOG_RETENTION, Monitoring } from './Monitoring';
import { Punches } from './Punches';
import { programSettings } from './settings';

type Resource = (typeof API)[RouteName]['resource'];

interface ResourceNeeds {
  /** Reads or writes objects in the files bucket. */
  files: boolean;
  /** Sends e-mail through SES. */
  mail: boolean;
  /** Writes links to the app (in e-mails): reads APP_URL, which the Web stack publishes (./app-url.ts). */
  links?: boolean;
  /** Signs documents (the punch receipt's PAdES): binds the stage's certificate secrets. */
  signs?: boolean;
  /** Prints the program's registration (AFD, AEJ, receipts, mirror, Atestado): the stage's program settings. */
  program?: boolean;
  /** Starts the rep-export function (stacks/Jobs.ts) for a REP file too big for one call: its Invoke, nothing else. */
  startsRepExport?: boolean;
  memorySize?: FunctionProps['memorySize'];
  timeout?: FunctionProps['timeout'];
  /** Containers kept for it, and at most it may take: a burst of it cannot starve the other functions. */
  reservedConcurrency?: number;
  /** Queues punches for their writer (stacks/Punches.ts): the queue's URL and leave to send to it. */
  queuesPunches?: boolean;
  /**
   * Writes the employer's and employees' AFD records (types 2 and 5) in the transaction of the change that makes
   * them (modules/timeclock/afd-events.ts): new items in the REP's records, never an update or a delete there.
   */
  appendsRepRecords?: boolean;
}

/**
 * point-register's reserved concurrency: each container waits up to about a second for the writer, so this many take
 * well over the 80 punches a second of a 20 000-person shift change. The account needs 100 unreserved besides
 * (Lambda's default quota of 1 000 leaves them).
 */
export const POINT_REGISTER_CONCURRENCY = 200;

// Every resource also gets the table (the auth middleware loads the caller on every call), the reads of the REP's
// records (punches: point-register queues them, the writer alone writes them, stacks/Punches.ts; the employer and
// employee records: only `appendsRepRecords` resources write them) and the
// secret (to sign or verify tokens). A new resource in the manifest must be added here.
const NEEDS: Record<Resource, ResourceNeeds> = {
  // scrypt is CPU-bound and Lambda's CPU grows with memory. The password recovery e-mails its link.
  auth: { files: false, mail: true, links: true, memorySize: '1024 MB' },
  uploads: { files: true, mail: false },
  // Sheet imports read and validate a whole workbook.
  'job-role': { files: true, mail: false, timeout: '28 seconds' },
  department: { files: true, mail: false, timeout: '28 seconds' },
  holiday: { files: true, mail: false, timeout: '28 seconds' },
  // Admission: creates people with a hashed first password (scrypt, like auth) and e-mails the invite with
  // the link; a removal releases the person's files.
  // Putting a person on the time clock, changing their CPF or taking them off writes their AFD record (type 5).
  users: { files: true, mail: true, links: true, memorySize: '1024 MB', appendsRepRecords: true },
  // The people import reads a sheet and admits up to PEOPLE_IMPORT_MAX_ROWS people in one call.
  'users-import': { files: true, mail: true, links: true, memorySize: '1024 MB', timeout: '28 seconds', appendsRepRecords: true },
  // The candidate's invite sign-in and new password (scrypt); sends nothing.
  invite: { files: false, mail: false, memorySize: '1024 MB' },
  // Step saves and review: check uploaded photos and sign short-lived links to them.
  'user-steps': { files: true, mail: false, appendsRepRecords: true },
  // Exams, contracts (hashes the signed PDF) and activation; e-mails the candidate when a contract is ready.
  'admission-files': { files: true, mail: true, links: true, appendsRepRecords: true },
  // Asks the postal-code service over the internet.
  cep: { files: false, mail: false },
  // Journeys, and the employee's journey and month (which reads the company's holidays): the table only.
  workday: { files: false, mail: false },
  // Statuses and leaves: checks the attached PDF (medical certificate, maternity, INSS).
  activity: { files: true, mail: false },
  promotion: { files: false, mail: false },
  // Dismissal: checks the rescission PDFs, signs short-lived links to them, releases replaced ones.
  dismissal: { files: true, mail: false, appendsRepRecords: true },
  // Payslips: PDFs checked, signed links to open them, and an e-mail to the employee when one arrives.
  payslip: { files: true, mail: true, links: true, timeout: '28 seconds' },
  // The hours bank: the table only (its ledger, the people and their journeys); lists read ≈13 month queries.
  'comp-time': { files: false, mail: false, memorySize: '1024 MB' },
  // Time-clock requests: checks the attached PDF and signs short-lived links to it; approving settles the days.
  'point-solicitation': { files: true, mail: false },
  // REGISTROS GERAIS and the point mirror (attachments go through point-solicitation's links), and the AFD, written
  // to the bucket in parts and linked. A period of 5 000 people reads ≈13 month queries and sorts in memory: more
  // memory, more CPU; an AFD streams (flat memory) and reads its punches page by page: the API's longest wait.
  // The punch receipts, signed PDFs kept in the bucket (Portaria 671 arts. 79–80).
  // A period too big for one call goes on in the rep-export function (modules/timeclock/rep-export-job.ts).
  'point-records': { files: true, mail: false, signs: true, program: true, startsRepExport: true, memorySize: '1024 MB', timeout: '28 seconds' },
  // Punches: the table (the person, their journey and holidays, the punches, the request keys) and the punches'
  // queue. A shift change is a burst of them: reserved containers keep sign-in and the rest free (issue 25).
  'point-register': { files: false, mail: false, queuesPunches: true, reservedConcurrency: POINT_REGISTER_CONCURRENCY },
  // The employee's open alerts: the table only.
  'point-alert': { files: false, mail: false },
  // The company's settings (its hours-bank regime, zone, employer data: a change writes the AFD's type 2) and the
  // art. 89 Atestado, which names the program's registration.
  company: { files: false, mail: false, program: true, appendsRepRecords: true },
};

/** The whole stage: every tenant's reads and writes share it. */
export const STAGE_THROTTLE = { burst: 100, rate: 50 };
/**
 * The public routes (sign-ins, first access, password recovery) each get a far stricter limit of their own: a flood of password
 * guesses is refused there and never eats the stage's budget. Per-client limits are the WAF's (stacks/Edge.ts).
 */
export const PUBLIC_ROUTE_THROTTLE = { burst: 20, rate: 10 };

export function Api({ app, stack }: StackContext) {
  const { tableAccess, repRecordsRead, repRecordsAppend } = use(Data);
  const { bucketAccess } = use(Files);
  const { mailSending } = use(Email);
  const { punchQueue } = use(Punches);
  const watch = use(Monitoring);
  const AUTH_SECRET = new Config.Secret(stack, 'AUTH_SECRET');
  const program = programSettings(app.stage);
  // The ICP-Brasil A1 the program signs with (Portaria 671 arts. 87–88), its PKCS#12 in base64 and its password:
  // `sst secrets set SIGNING_CERTIFICATE "$(base64 -w0 a1.p12)"` and `sst secrets set SIGNING_CERTIFICATE_PASSWORD`.
  const signing = [new Config.Secret(stack, 'SIGNING_CERTIFICATE'), new Config.Secret(stack, 'SIGNING_CERTIFICATE_PASSWORD')];
  // CloudFront sends it on every API call and the functions refuse calls without it
  // (packages/functions/src/http/origin-verify.ts): the execute-api address alone is no way in.
  const repExport = repExportFunctionName(app);
  const originVerify = new Secret(stack, 'OriginVerify', {
    description: 'Header CloudFront adds to API calls; calls without it are refused',
    generateSecretString: { excludePunctuation: true, passwordLength: 48 },
  });

  const functions = Object.fromEntries(
    (Object.keys(NEEDS) as Resource[]).map((resource) => {
      const needs = NEEDS[resource];
      const fn = new LambdaFunction(stack, resource, {
        handler: resourceHandler(resource),
        memorySize: needs.memorySize,
        timeout: needs.timeout,
        reservedConcurrentExecutions: needs.reservedConcurrency,
        bind: [
          tableAccess,
          needs.appendsRepRecords ? repRecordsAppend : repRecordsRead,
          AUTH_SECRET,
          ...(needs.files ? [bucketAccess] : []),
          ...(needs.mail ? [mailSending] : []),
          ...(needs.signs ? signing : []),
        ],
        environment: { [ORIGIN_VERIFY_ENV]: originVerify.secretValue.unsafeUnwrap(), ...(needs.program ? program : {}) },
        ...watch.logging(stack, resource),
      });
      watch.watchFunction(stack, resource, fn);
      if (needs.queuesPunches) {
        fn.addEnvironment(PUNCH_QUEUE_ENV, punchQueue.queueUrl);
        punchQueue.grantSendMessages(fn);
      }
      if (needs.startsRepExport) {
        fn.addEnvironment(REP_EXPORT_FUNCTION_ENV, repExport);
        fn.attachPermissions([
          new PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [`arn:${stack.partition}:lambda:${stack.region}:${stack.account}:function:${repExport}`],
          }),
        ]);
      }
      if (needs.links) {
        fn.addEnvironment(APP_URL_ENV, '__FETCH_FROM_SSM__');
        fn.attachPermissions([
          new PolicyStatement({
            actions: ['ssm:GetParameters'],
            resources: [
              `arn:${stack.partition}:ssm:${stack.region}:${stack.account}:parameter${appUrlParameterName(app.name, stack.stage)}`,
            ],
          }),
        ]);
      }
      return [resource, fn];
    }),
  ) as Record<Resource, LambdaFunction>;

  const api = new HttpApi(stack, 'Api', {
    // Same origin as the site through CloudFront: browsers never call the API cross-origin.
    cors: false,
    accessLog: { retention: LOG_RETENTION },
    defaults: { throttle: STAGE_THROTTLE },
    routes: Object.fromEntries(
      Object.values(API).map((route) => [routeKey(route), { function: functions[route.resource] }]),
    ),
  });

  const stage = api.cdk.httpApi.defaultStage?.node.defaultChild;
  if (!(stage instanceof CfnStage)) throw new Error('the API has no default stage');
  const publicRoutes = Object.values(API).filter((route) => route.access === 'public').map(routeKey);
  // A free-form property: CloudFormation's own key names, as written.
  stage.routeSettings = Object.fromEntries(
    publicRoutes.map((key) => [key, { ThrottlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burst, ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rate }]),
  );
  // A route's settings may only name a route that already exists.
  for (const child of api.cdk.httpApi.node.findAll()) if (child instanceof CfnRoute) stage.addDependency(child);
  watch.watchApi5xx(stack, api.httpApiId);

  return { api, originVerify, signing };
}
