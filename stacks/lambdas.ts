import { RESOURCES } from '@colabora/core/api-routes';
import { JOBS } from '@colabora/core/jobs';

// Every Lambda the app deploys: one per resource of the route manifest, the punch writer, one per scheduled job and the
// rep-export function (REP files too big for one API call, started by point-records). The Api, Punches and Jobs
// stacks take their handlers from here, and so do the local runtime, the bundle-load test and the bench.

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

/** The rep-export function's entry (stacks/Jobs.ts; locally its name is REP_EXPORT_FUNCTION). */
export const REP_EXPORT: LambdaEntry = { name: 'jobs/rep-export', handler: jobHandler('rep-export') };
/**
 * Its name in AWS, fixed (the stage's prefix and 'rep-export'): point-records (stacks/Api.ts) is granted the Invoke
 * of this one function and told its name without a reference to the Jobs stack, which is deployed after it.
 */
export const repExportFunctionName = (app: { logicalPrefixedName(name: string): string }) => app.logicalPrefixedName('rep-export');

export const LAMBDAS: readonly LambdaEntry[] = [
  ...RESOURCES.map((resource) => ({ name: resource, handler: resourceHandler(resource) })),
  PUNCH_WRITER,
  ...JOBS.map((job) => ({ name: `jobs/${job.name}`, handler: jobHandler(job.name) })),
  REP_EXPORT,
];

/** `packages/functions/src/lambdas/users/handler.handler` → `packages/functions/src/lambdas/users/handler.ts`. */
export const sourceFile = (entry: LambdaEntry) => `${entry.handler.replace(/\.[^./]+$/, '')}.ts`;
