import { randomUUID } from 'node:crypto';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import type { AfdPeriodQuery, RepFileAnswer } from '@colabora/core/timeclock/afd/export-query';
import { db } from '../../db/service';
import { config } from '../../config';
import { NotFound } from '../../http/http-error';
import { json, ok, type Reply } from '../../http/reply';
import { afdRecordEstimate, companyAfd } from './afd-export';
import { aejPersonDayEstimate, companyAej } from './aej-export';
import { invokeAsync } from './rep-export-invoke';
import { repFileLinks } from './signed-export';

// A REP file (the AFD, the AEJ; issue 23 §2 "if one Lambda cannot finish in time, the export becomes a job") is
// written within the API call when its period is small enough to finish there; a bigger one is written by the
// rep-export function (lambdas/jobs/rep-export.ts, 15 minutes), started asynchronously, which keeps its progress
// on a job item. The same route then answers 202 {jobId, progress}, and `?job=` answers the same until the file is
// there, then its links, as a small period's call does at once. The file is the same either way: the same writer.

export type RepFile = 'afd' | 'aej';

/** What the job needs to write the file as the call would have. */
export interface RepExportEvent {
  companyId: string;
  jobId: string;
  file: RepFile;
  period: AfdPeriodQuery;
  /** The company's day and the instant of the call: the file's header says them, whenever the job runs. */
  today: string;
  at: string;
}

/** Each file's writer, the size of a period for it, and how much of that size it writes in a second. */
interface RepFileWork {
  write: typeof companyAfd;
  size: (companyId: string, period: AfdPeriodQuery, today: string) => Promise<number>;
  /**
   * From `npx tsx bench/run.ts afd aej` (88 000 records in 4.6–7.5 s on a quiet machine; 31 000 person-days, each
   * evaluated by the day engine, in 39–53 s on a busy one), the AFD's halved for a Lambda's CPU: a company of 1 000
   * people gets the AFD of a month at once, the AEJ of a week as a job.
   */
  perSecond: number;
}

const FILES: Record<RepFile, RepFileWork> = {
  // The AFD's size: its records.
  afd: { write: companyAfd, size: afdRecordEstimate, perSecond: 10_000 },
  // The AEJ's: its person-days.
  aej: { write: companyAej, size: aejPersonDayEstimate, perSecond: 500 },
};

/** Whether the period is expected to take longer than one call may (config.repExportDirectSeconds). */
async function needsJob(file: RepFile, companyId: string, period: AfdPeriodQuery, today: string): Promise<boolean> {
  return (await FILES[file].size(companyId, period, today)) / FILES[file].perSecond > config.repExportDirectSeconds;
}

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + DATA_EXPORTS.keepDays * 86_400;

/**
 * The route's answer to a period: the file's links when it is written within the call, or 202 {jobId, progress}
 * when the rep-export function goes on with it.
 */
export async function exportRepFile(file: RepFile, companyId: string, period: AfdPeriodQuery, today: string, now: Date): Promise<Reply<RepFileAnswer>> {
  if (!(await needsJob(file, companyId, period, today))) return ok(await repFileLinks(await FILES[file].write(companyId, period, today, now, () => undefined)));
  const jobId = randomUUID();
  await db.entities.repExportJob.create({ companyId, jobId, file, status: 'RUNNING', progress: 0, expiresAt: expiresAt(now) }).go();
  const event: RepExportEvent = { companyId, jobId, file, period, today, at: now.toISOString() };
  await invokeAsync(config.repExportFunction, event);
  return json(202, { jobId, progress: 0 });
}

/** `?job=`: 202 with its progress while it runs, then the file's links (fresh, 60 seconds); a failed job throws. */
export async function repFileJobAnswer(file: RepFile, companyId: string, jobId: string): Promise<Reply<RepFileAnswer>> {
  const { data: job } = await db.entities.repExportJob.get({ companyId, jobId }).go({ consistent: true });
  if (!job || job.file !== file) throw new NotFound('Arquivo não encontrado.');
  if (job.status === 'FAILED') throw new Error(`export job ${jobId} failed`);
  if (job.status === 'RUNNING' || !job.key || !job.signatureKey || !job.fileName) return json(202, { jobId, progress: job.progress });
  return ok(await repFileLinks({ fileName: job.fileName, key: job.key, signatureKey: job.signatureKey }));
}

/** The rep-export function's run: writes the file, its progress on the job item as whole percents (99 at most until it is stored). */
export async function runRepExportJob({ companyId, jobId, file, period, today, at }: RepExportEvent): Promise<{ jobId: string; status: 'DONE' }> {
  const job = db.entities.repExportJob;
  let shown = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const progress = (done: number) => {
    const percent = Math.min(99, Math.floor(done * 100));
    if (percent <= shown) return;
    shown = percent;
    writing = writing.then(() => job.patch({ companyId, jobId }).set({ progress: percent }).go());
  };
  try {
    const stored = await FILES[file].write(companyId, period, today, new Date(at), progress);
    await writing;
    await job.patch({ companyId, jobId }).set({ status: 'DONE', progress: 100, ...stored }).go();
    return { jobId, status: 'DONE' };
  } catch (error) {
    // The item says so (the screen's next poll fails); what the log and the alarm show is the failure itself.
    await job.patch({ companyId, jobId }).set({ status: 'FAILED' }).go().catch(() => undefined);
    throw error;
  }
}
