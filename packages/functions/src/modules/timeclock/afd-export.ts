import { setTimeout as pause } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import { exportDays, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { afdFileName, writeAfd } from '@colabora/core/timeclock/afd/file';
import type { AfdEvent, AfdHeader, AfdPunchEvent } from '@colabora/core/timeclock/afd/records';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { AfdEventRecord } from '../../db/entities/afd-event';
import type { PunchRecord } from '../../db/entities/punch';
import { db } from '../../db/service';
import { afdEventOf, companyEvents, eventByNsr } from './afd-events';
import { afdProgram } from './afd-program';
import { companyPunches, punchByNsr } from './punch-store';
import { storedTimeZone } from '../company/time-zone';
import { signedUpload, type StoredRepFile } from './signed-export';

// The AFD of a company (Portaria MTP 671/2021 art. 81; issue 23 §2): its records of types 2, 5 and 7 in NSR order,
// written as the file chunk by chunk (core/timeclock/afd/file.ts) and sent to S3 in 5 MiB parts. The punches come
// page by page from the by-company NSR index, the employer and employee events (afd-events.ts) page by page from
// theirs, merged by NSR (one sequence, issue 23 §1): memory stays flat whatever the period.

const toEvent = (punch: PunchRecord): AfdPunchEvent => ({
  type: 7,
  nsr: punch.nsr,
  punchedAt: punch.punchedAt,
  cpf: punch.cpf,
  recordedAt: punch.recordedAt,
  collector: punch.collector,
  online: punch.online,
  hash: punch.hash,
});

/** One record of the company's sequence, with the day it is filed under (a punch's day, an event's recording day). */
interface SequenceRecord {
  nsr: number;
  day: string;
  punch: boolean;
  record: AfdEvent;
}

const fromPunch = (punch: PunchRecord): SequenceRecord => ({ nsr: punch.nsr, day: punch.day, punch: true, record: toEvent(punch) });
const fromEvent = (item: AfdEventRecord): SequenceRecord => ({ nsr: item.nsr, day: item.day, punch: false, record: afdEventOf(item) });

/** The record of that NSR, a punch's or an event's (undefined: not in the index yet). */
async function recordByNsr(companyId: string, nsr: number): Promise<SequenceRecord | undefined> {
  const [punch, event] = await Promise.all([punchByNsr(companyId, nsr), eventByNsr(companyId, nsr)]);
  return punch ? fromPunch(punch) : event && fromEvent(event);
}

/**
 * The first NSR whose record may be on `day` or after: a binary search over the NSRs (≈ 20 reads for a million),
 * an event's NSR as good as a punch's. NSRs follow the server's clock, so days rise with them, except for punches
 * racing across midnight in two containers: the search aims a day early, and the stream filters by day exactly.
 */
async function firstNsrFrom(companyId: string, day: string, lastNsr: number): Promise<number> {
  const aim = addCalendarDays(day, -1);
  let [low, high] = [1, lastNsr + 1];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const record = await recordByNsr(companyId, middle);
    if (record && record.day >= aim) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** How often, and after what first pause (doubled each time), a gap in the NSRs is read again. */
const INDEX_CATCH_UP = { attempts: 6, firstPauseMs: 50 };

/** An async iterator whose next value can be looked at before it is taken. */
function peekable<T>(source: AsyncIterator<T>) {
  let head: IteratorResult<T> | undefined;
  return {
    async peek(): Promise<T | undefined> {
      head ??= await source.next();
      return head.done ? undefined : head.value;
    },
    take: () => (head = undefined),
  };
}

/**
 * The company's records of the days asked in NSR order, as AFD records, up to `lastNsr` (the counter read when the
 * export began): each next NSR is the head of the events' stream or of the punches'. A bound not asked reads every
 * record on that side: the whole history is every NSR, even one whose day the server's clock put past today. The
 * by-company punch index is eventually consistent: a punch just recorded may show there after the next one, so a
 * missing NSR is read again until the index holds it, and an export that still finds a gap fails rather than hand
 * an inspector a file with a hole in its sequence (Portaria 671 art. 83: NSR without gaps). The events are read
 * consistently (the table's own key).
 */
async function* periodRecords(
  companyId: string,
  days: { from: string; to: string | null },
  firstNsr: number,
  lastNsr: number,
  progress: (done: number) => void,
): AsyncGenerator<AfdEvent> {
  const { from, to } = days;
  const count = lastNsr - firstNsr + 1;
  // Past the day after `to` no punch of the period can follow (the same midnight race as above). Only a punch ends
  // the stream: the demo seed records its company and people when it runs, before the history of punches it makes.
  const beyond = to && addCalendarDays(to, 1);
  const events = peekable(companyEvents(companyId, firstNsr));
  let next = firstNsr;
  for (let attempt = 0; next <= lastNsr; attempt += 1) {
    const punches = peekable(companyPunches(companyId, next));
    const take = async (): Promise<SequenceRecord | undefined> => {
      const event = await events.peek();
      if (event?.nsr === next) {
        events.take();
        return fromEvent(event);
      }
      const punch = await punches.peek();
      if (punch?.nsr !== next) return undefined;
      punches.take();
      return fromPunch(punch);
    };
    for (let record = await take(); record; record = next <= lastNsr ? await take() : undefined) {
      if (record.punch && beyond && record.day > beyond) return;
      next += 1;
      attempt = 0;
      progress((next - firstNsr) / count);
      if (record.day >= from && (!to || record.day <= to)) yield record.record;
    }
    if (next > lastNsr) return;
    if (attempt + 1 >= INDEX_CATCH_UP.attempts) throw new Error(`AFD: NSR ${next} is not in the by-company index`);
    await pause(INDEX_CATCH_UP.firstPauseMs * 2 ** attempt);
  }
}

/** The last NSR the company gave (0: none yet), read consistently. */
async function lastNsrOf(companyId: string): Promise<number> {
  const { data: counter } = await db.entities.punchCounter.get({ companyId }).go({ consistent: true });
  return counter?.nsr ?? 0;
}

/**
 * About how many records the AFD of the period has (what decides whether it is written by a job): the NSRs from the
 * start day's to the first past the end day, each found by the binary search (≈ 40 reads for a million).
 */
export async function afdRecordEstimate(companyId: string, period: AfdPeriodQuery): Promise<number> {
  const lastNsr = await lastNsrOf(companyId);
  if (lastNsr === 0) return 0;
  const [first, beyond] = await Promise.all([
    period.startDate ? firstNsrFrom(companyId, period.startDate, lastNsr) : 1,
    period.endDate ? firstNsrFrom(companyId, addCalendarDays(period.endDate, 2), lastNsr) : lastNsr + 1,
  ]);
  return Math.max(0, beyond - first);
}

/**
 * Writes the AFD of the period and its signature to the files bucket. No start day: from the company's first
 * record; no end day: up to the last punch (the header says `today`). The company must exist (the caller's own).
 * `progress` hears the share of the period's NSRs read (0–1).
 */
export async function companyAfd(
  companyId: string,
  period: AfdPeriodQuery,
  today: string,
  now: Date,
  progress: (done: number) => void = () => undefined,
): Promise<StoredRepFile> {
  const [{ data: company }, lastNsr] = await Promise.all([db.entities.company.get({ id: companyId }).go(), lastNsrOf(companyId)]);
  if (!company) throw new Error(`company ${companyId} not found`);
  const first = lastNsr > 0 ? await recordByNsr(companyId, 1) : undefined;
  const { from, to } = exportDays(period, today, first?.day);
  const header: AfdHeader = {
    employer: { kind: 'CNPJ', document: company.cnpj, name: company.name },
    program: afdProgram(),
    startDay: from,
    endDay: to,
    generatedAt: zonedClock(storedTimeZone(company)).iso(now.getTime()),
  };
  const fileName = afdFileName(header);
  const key = `${DATA_EXPORTS.prefix}${companyId}/afd/${randomUUID()}/${fileName}`;
  const firstNsr = period.startDate && lastNsr > 0 ? await firstNsrFrom(companyId, from, lastNsr) : 1;
  const days = { from: period.startDate || '', to: period.endDate || null };
  return signedUpload(key, fileName, writeAfd(header, periodRecords(companyId, days, firstNsr, lastNsr, progress)), now);
}
