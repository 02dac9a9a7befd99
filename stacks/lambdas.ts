import { RESOURCES } from '@colabora/core/api-routes';
import { JOBS } from '@colabora/core/jobs';

// Every Lambda the app deploys: one per resource of the route manifest, the punch writer and one per scheduled job.
// The Api, Punches and Jobs stacks take their handlers from here, and so do the local runtime, the bundle-load test
// and the bench.

export interface LambdaEntry {
  /** The resource (`users`) or `jobs/<job>`. */
  name: string;
  /** SST's handler: the source file without extension, then the export. */
  handler: string;
}

export const resourceHandler = (resource: string) => `packages/functions/src/lambdas/${resource}/handler.handler`;
export const jobHandler = (job: string) => `packages/functions/src/lambdas/jobs/${job}.handler`;
/** The punches' queue consumer (issue 25): SQS FIFO hands it each company's punches in order. */
export const PUNCH_WRITER = { name: 'punch-writer', handler: 'packages/functions/src/lambdas/punch-writer/handler.handler' } as const;

export const LAMBDAS: readonly LambdaEntry[] = [
  ...RESOURCES.map((resource) => ({ name: resource, handler: resourceHandler(resource) })),
  PUNCH_WRITER,
  ...JOBS.map((job) => ({ name: `jobs/${job.name}`, handler: jobHandler(job.name) })),
];

/** `packages/functions/src/lambdas/users/handler.handler` → `packages/functions/src/lambdas/users/handler.ts`. */
export const sourceFile = (entry: LambdaEntry) => `${entry.handler.replace(/\.[^./]+$/, '')}.ts`;
