// The environment the REP-file export job reads (modules/timeclock/rep-export-job.ts), named once for the stacks
// that set it (stacks/Api.ts), the local runtime (packages/local/src/lambda-invoke.ts) and config.ts.

/** The rep-export function's name, which point-records invokes. */
export const REP_EXPORT_FUNCTION_ENV = 'REP_EXPORT_FUNCTION';
/** How many seconds a REP file may be expected to take and still be written within the API call (default 12). */
export const REP_EXPORT_DIRECT_SECONDS_ENV = 'REP_EXPORT_DIRECT_SECONDS';
