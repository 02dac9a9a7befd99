import type { Runtime } from 'sst/constructs/Function.js';

// The Lambda runtime of the app's functions, named here only: sst.config.ts deploys on it, esbuild targets its
// Node (stacks/bundling.ts), and the local runtime, the bundle-load test and the e2e suite run the bundles on
// the same Node major (stacks/lambda-node.ts).

/** Node 24 is supported on Lambda until 2028; creation on nodejs20.x was disabled on 01/06/2026. */
export const LAMBDA_RUNTIME = 'nodejs24.x' satisfies Runtime;

/** 24, read from the runtime's name. */
export const LAMBDA_NODE_MAJOR = Number(/^nodejs(\d+)\.x$/.exec(LAMBDA_RUNTIME)?.[1]);

/**
 * The Node runtimes Lambda still lets a new function be created on: every function of a synthesized template,
 * CDK's and SST's own custom-resource handlers included, must use one (infra-tests). Node 22 is there only for
 * those handlers, which aws-cdk-lib and SST pin; it reaches end of life on 30/04/2027.
 */
export const CREATABLE_NODE_RUNTIMES: readonly string[] = ['nodejs22.x', LAMBDA_RUNTIME];
