import type { Runtime } from 'sst/constructs/Function.js';

// The Lambda runtime of the app's functions, named here only: sst.config.ts deploys on it, esbuild targets its
// Node (stacks/bundling.ts), and the local runtime, the bundle-load test and the e2e suite run the bundles on
// the same Node major (stacks/lambda-node.ts).

/**
 * The Node runtimes Lambda still lets a new function be created on (nodejs20.x: creation disabled on
 * 01/06/2026). Every function of a synthesized template, CDK's and SST's own custom-resource handlers included,
 * must use one (infra-tests/template-lint.ts). Node 22 is there only for those handlers, which aws-cdk-lib and
 * SST pin; it reaches end of life on 30/04/2027.
 */
export const CREATABLE_NODE_RUNTIMES = ['nodejs22.x', 'nodejs24.x'] as const satisfies readonly Runtime[];

/** Node 24, supported on Lambda until 2028. Only a runtime Lambda still creates functions on typechecks here. */
export const LAMBDA_RUNTIME: (typeof CREATABLE_NODE_RUNTIMES)[number] = 'nodejs24.x';

/** 24, read from the runtime's name. */
export const LAMBDA_NODE_MAJOR = Number(/^nodejs(\d+)\.x$/.exec(LAMBDA_RUNTIME)?.[1]);
