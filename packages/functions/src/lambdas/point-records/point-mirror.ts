import { mirrorPeriod, mirrorQuerySchema, type MirrorQuery } from '@colabora/core/timeclock/mirror-filter';
import { pointMirror, type MirrorRequest, type PointMirrorAnswer } from '@colabora/core/timeclock/mirror';
import { wholeWeeks } from '@colabora/core/timeclock/weekly-rest';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Caller } from '../../http/caller';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { getUser } from '../../modules/person/records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import type { PointSolicitationRecord } from '../../modules/timeclock/request-records';
import { personDays, startDayReads, type PersonDay } from '../../modules/timeclock/person-days';
import type { UserRecord } from '../../db/entities/user';

/** The latest request of each day (requests come by day, then id; the newest by creation wins). */
function latestRequests(records: readonly PointSolicitationRecord[]): Map<string, MirrorRequest> {
  const latest = new Map<string, PointSolicitationRecord>();
  for (const record of records) {
    const held = latest.get(record.day);
    if (!held || held.createdAt < record.createdAt) latest.set(record.day, record);
  }
  return new Map(
    [...latest].map(([day, record]) => [
      day,
      { id: record.id, reason: record.reason, status: record.status, justification: record.justification, attachmentName: record.attachment?.name ?? null },
    ]),
  );
}

/**
 * The mirror of one person (`userId`; their record, or its read under way) for the query's period, computed live
 * (the days as they stand now, today included): the header, a row per day of the contract (from the admission on)
 * and the period's worked minutes. Rows and flags use the server's clock. With it, the evaluated days it was
 * computed from: the art. 84 PDF (mirror-pdf.ts) prints their punches beside the same rows.
 */
export async function personMirror(
  caller: Caller,
  userId: string,
  person: UserRecord | Promise<UserRecord>,
  input: MirrorQuery,
): Promise<{ answer: PointMirrorAnswer; days: PersonDay[] }> {
  // A record not found fails when awaited below, not as an unhandled rejection while today is read.
  void Promise.resolve(person).catch(() => undefined);
  const today = await companyToday(caller.companyId, now());
  const period = mirrorPeriod(input, today);
  // The weekly rest of a day is judged on its whole week (Lei 605/49 art. 6), so the days read reach the Monday
  // before and the Sunday after the period, and the days the rest rules look back on before it. The reads start
  // beside the person's record (a round trip less): the admission only trims the days evaluated. The requests are
  // read once: the mirror shows each day's latest, the day engine counts the approved ones.
  const weeks = wholeWeeks(period);
  const reads = startDayReads(caller.companyId, userId, weeks.from, weeks.to);
  const record = await person;
  // Days before the admission are no day of the contract: no row, rather than a rest day (issue 22 §7).
  const first = record.admissionDate && record.admissionDate > weeks.from ? record.admissionDate : weeks.from;
  const [days, requests] = await Promise.all([personDays(caller.companyId, record, first, weeks.to, { reads }), reads.requests]);
  const requestOf = latestRequests(requests);
  const mirror = pointMirror(
    days.map(({ day, summary }) => ({ day, summary, request: requestOf.get(day) ?? null })),
    today,
    input.isOnlyAlerts === 'true',
    period,
  );
  const answer: PointMirrorAnswer = {
    employee: {
      _id: record.id,
      fullName: record.fullName,
      profilePicture: record.personalData?.profilePicture?.key ?? null,
      workday: record.hiringData?.workdayName ?? '',
    },
    period: { from: period.from, to: period.to },
    ...mirror,
  };
  return { answer, days };
}

/** GET /api/point-registers/point-mirror: the caller's own mirror (an active employee with the time clock). */
export const getMyPointMirror = action('getMyPointMirror', { query: mirrorQuerySchema }, async ({ caller, query }) => {
  const person = timeClockPerson(caller);
  return ok((await personMirror(caller, person.id, person, query)).answer);
});

/** GET /api/point-registers/point-mirror/{userId}: HR reads a person of their company (another's: 404). */
export const getPointMirror = action('getPointMirror', { query: mirrorQuerySchema }, async ({ caller, params, query }) => {
  const person = getUser(caller.companyId, params.userId).then((found) => {
    if (!found) throw new NotFound(SERVER_MSG.notFound);
    return found;
  });
  return ok((await personMirror(caller, params.userId, person, query)).answer);
});
