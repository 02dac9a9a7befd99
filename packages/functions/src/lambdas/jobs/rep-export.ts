import type { Context } from 'aws-lambda';
import { runRepExportJob, type RepExportEvent } from '../../modules/timeclock/rep-export-job';
import { jobRun } from './job-run';

/**
 * The rep-export function: a REP file too big for one API call (issue 23 §2), started asynchronously by
 * GET /point-registers/afd|aej (modules/timeclock/rep-export-job.ts), not on a schedule. Lambda does not retry it
 * (stacks/Jobs.ts): a failed job says so on its item and HR asks again.
 */
export const handler = (event: RepExportEvent, context: Context) => jobRun('rep-export', () => runRepExportJob(event))(event, context);
