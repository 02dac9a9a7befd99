import { Aspects, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks, NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import { getStack, type App } from 'sst/constructs';
import { Api } from '../stacks/Api';
import { Files } from '../stacks/Files';
import { Jobs } from '../stacks/Jobs';
import { Punches } from '../stacks/Punches';
import { Web } from '../stacks/Web';
import { appHandlerPrefix } from './cfn';

// cdk-nag's AwsSolutions rules on the app (./nag.ts), and every finding the app keeps on purpose, each with why.
// What was cheap and right is fixed in the stacks instead: TLS-only SPA bucket (S10) and alarm topic (SNS3).

/** `<MainTable….Arn>/index/*`, `<FilesBucket….Arn>/*`: a grant's wildcard over one resource's parts. */
const wildcardOn = (logicalPrefix: string, suffix: string): NagPackSuppression['appliesTo'] => [
  { regex: `/^Resource::<${logicalPrefix}[0-9A-F]{8}\\.Arn>${suffix.replace(/[/*]/g, '\\$&')}$/` },
];

const EVERY_STACK: NagPackSuppression[] = [
  {
    id: 'AwsSolutions-IAM4',
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
    reason:
      'Lambda basic execution only lets a function write its own CloudWatch logs; stacks.test.ts asserts that no other managed policy is attached.',
  },
  {
    id: 'AwsSolutions-IAM5',
    appliesTo: wildcardOn('MainTable', '/index/*'),
    reason: "The main table's global secondary indexes: queries on them need the index ARNs, which are the table's own.",
  },
  {
    id: 'AwsSolutions-IAM5',
    appliesTo: wildcardOn('RepRecordsTable', '/index/*'),
    reason: "The REP records table's index by company and NSR (the AFD): queries on it need the index ARN, the table's own.",
  },
];

const BY_STACK: [Parameters<typeof getStack>[0], NagPackSuppression[]][] = [
  [
    Api,
    [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Every route but the sign-ins is authorized in the Lambda middleware (http/authorize.ts) with the session token, checked against the stored user on each call; CloudFront is the only way in (origin-verify secret).',
      },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: wildcardOn('FilesBucket', '/*'),
        reason:
          "Object-level actions on the files bucket's objects: each upload gets a fresh key, and the handlers check the company in every key they use (uploads/).",
      },
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The origin-verify secret is a header value CloudFront and the functions both read at deploy time; it is rotated by a deploy, not by a rotation Lambda.',
      },
    ],
  ],
  [
    Files,
    [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Objects are reached only through presigned links the API signs for an authorized caller, and every such call is in the API access log; server access logs would copy the personal file names to a second bucket.',
      },
    ],
  ],
  [
    Jobs,
    [
      { id: 'AwsSolutions-SQS3', reason: 'JobDeadLetters is itself the dead-letter queue of the scheduled jobs.' },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: wildcardOn('FilesBucket', '/*'),
        reason: 'The rep-export function writes each REP file and its signature under a fresh key of exports/ (modules/timeclock/rep-export-job.ts).',
      },
    ],
  ],
  [
    Punches,
    [{ id: 'AwsSolutions-SQS3', reason: 'PunchDeadLetters is itself the dead-letter queue of the punches.' }],
  ],
  [
    Web,
    [
      {
        id: 'AwsSolutions-S1',
        reason: 'The bucket holds only the public SPA build, served through CloudFront; its reads tell nothing the site does not.',
      },
      {
        id: 'AwsSolutions-IAM5',
        appliesTo: [
          { regex: '/^Resource::<WebS3Bucket[0-9A-F]{8}\\.Arn>\\/\\*$/' },
          { regex: '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-\\d+-[a-z0-9-]+\\/\\*$/' },
        ],
        reason: "SST's uploader copies the SPA build from CDK's asset bucket into the site's bucket: every object of both.",
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Employees punch and read their data from wherever they are; no law asks the HR app to be limited by country.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Calls are logged by API Gateway (access log) and the WAF rate-limits each client; CloudFront standard logs need an ACL-enabled bucket for little more.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          "Without a custom domain the distribution uses CloudFront's default certificate, whose minimum TLS version cannot be set; a custom domain brings an ACM certificate with TLS 1.2.",
      },
      {
        id: 'AwsSolutions-CFR7',
        reason: "SST v2's StaticSite reaches its bucket through an origin access identity; origin access control needs SST v3.",
      },
    ],
  ],
];

/** Adds the rules and the suppressions; before the first template is read (the rules run at synthesis). */
export function applyNag(app: App): void {
  for (const stack of app.node.children.filter((child): child is Stack => child instanceof Stack)) {
    NagSuppressions.addStackSuppressions(stack, EVERY_STACK, true);
  }
  for (const [stack, suppressions] of BY_STACK) NagSuppressions.addStackSuppressions(getStack(stack), suppressions, true);
  // Only the handlers of CDK's and SST's own custom resources: their runtime is the library's (template-lint.ts
  // holds every function to a runtime Lambda still creates, and the app's to LAMBDA_RUNTIME).
  for (const fn of app.node.findAll().filter((node): node is CfnFunction => node instanceof CfnFunction)) {
    if (typeof fn.handler === 'string' && fn.handler.startsWith(appHandlerPrefix)) continue;
    NagSuppressions.addResourceSuppressions(fn, [
      { id: 'AwsSolutions-L1', reason: "A custom-resource handler of aws-cdk-lib or SST, whose runtime the library pins (nodejs22.x)." },
    ]);
  }
  Aspects.of(app).add(new AwsSolutionsChecks());
}
