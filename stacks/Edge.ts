import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { App } from 'sst/constructs';
import { API } from '@colabora/core/api-routes';

// AWS WAF in front of CloudFront. A web ACL for CloudFront must live in us-east-1, and SST v2 puts every stack
// in the app's region, so this one is a plain CDK stack there; the Web stack reads its ARN through CDK's
// cross-region references. Needs the CDK bootstrap in us-east-1 once per account (README, "Deploy").

export const EDGE_REGION = 'us-east-1';
/** WAF counts requests per client IP over five minutes. */
export const WAF_WINDOW_SECONDS = 300;
/** Any client, any path: far above a person's use (a whole office behind one address included). */
export const CLIENT_LIMIT = 3000;
/**
 * Sign-in attempts per client: a whole office signing in to punch at 8:00 fits; a password spray from one
 * address gets one try a second at most (the app's own per-account throttle does the rest).
 */
export const SIGN_IN_LIMIT = 300;

/** The public paths (sign-ins, first access, password recovery) the stricter rule counts. */
export function publicPaths(): string[] {
  return [...new Set(Object.values(API).filter((route) => route.access === 'public').map((route) => route.path))];
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function rateRule(name: string, priority: number, limit: number, scopeDown?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: { limit, aggregateKeyType: 'IP', evaluationWindowSec: WAF_WINDOW_SECONDS, scopeDownStatement: scopeDown },
    },
    visibilityConfig: visibility(name),
  };
}

const exactPath = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const edges = new WeakMap<App, CfnWebACL>();

/** The stage's web ACL (created once per app, in its own us-east-1 stack). */
export function webAcl(app: App): CfnWebACL {
  const known = edges.get(app);
  if (known) return known;
  const stack = new Stack(app, app.logicalPrefixedName('Edge'), {
    env: { account: app.account, region: EDGE_REGION },
    crossRegionReferences: true,
  });
  const paths = publicPaths();
  const signIn = paths.length === 1 ? exactPath(paths[0]) : { orStatement: { statements: paths.map(exactPath) } };
  const acl = new CfnWebACL(stack, 'WebAcl', {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('colabora'),
    rules: [rateRule('sign-in-per-client', 0, SIGN_IN_LIMIT, signIn), rateRule('requests-per-client', 1, CLIENT_LIMIT)],
  });
  edges.set(app, acl);
  return acl;
}

