import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import type { TimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { dayTimeline } from '@colabora/core/timeclock/timeline';
import type { PointType } from '@colabora/core/timeclock/point-types';
import { dayPlan } from '@colabora/core/workday/schedule';
import type { Journey } from '@colabora/core/workday/schema';
import type { PunchRecord } from '../db/entities/punch';
import { writeLabelled } from '../db/labelled-transaction';
import { db } from '../db/service';
import { bankDayEntriesPart, heldBankDays } from '../modules/timeclock/ledger';
import { encodeDay } from '../modules/timeclock/point-days';
import { recordPunch } from '../modules/timeclock/record-punch';
import { createPerson } from './fixtures';
import type { NewUser } from '../db/entities/user';

// Time-clock data for handler and job tests: employees with the module on a journey, and punches recorded through
// the punch's own transaction (NSR, hash), at any instant.

/** An active employee with the time clock on `journey`, admitted long ago. */
export function timeClockEmployee(companyId: string, journey: Journey, overrides: Partial<NewUser> = {}) {
  return createPerson(companyId, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    recordPoints: true,
    admissionDate: '2025-01-02',
    hiringData: { regime: 'CLT', workday: journey._id, workdayName: journey.name },
    ...overrides,
  });
}

/**
 * Records a punch of `person` at `time` on `day` (+ dayOffset days) on the clock of `timeZone` (the company's; Sao
 * Paulo's by default), for the expected point `pointType` of the day's plan (a break's by its id), or out of
 * schedule when null.
 */
export async function punchAt(
  person: { id: string; companyId: string; admissionDate?: string; documents?: { cpf?: string | null } | null },
  journey: Journey,
  day: string,
  time: string,
  pointType: PointType | null,
  { dayOffset = 0, breakId, timeZone = 'America/Sao_Paulo' }: { dayOffset?: number; breakId?: string; timeZone?: TimeZone } = {},
): Promise<PunchRecord> {
  const clock = zonedClock(timeZone);
  const receivedAt = new Date(clock.instantAt(day, time, dayOffset));
  const plan = dayPlan(journey, day, { cycleStart: person.admissionDate ?? null });
  const points = plan ? dayTimeline({ plan, entryLimitMinutes: null, punches: [], now: receivedAt, clock }) : [];
  const point = pointType ? (points.find((p) => p.type === pointType && (!breakId || p.breakId === breakId)) ?? null) : null;
  if (pointType && !point) throw new Error(`no ${pointType} point on ${day}`);
  const outcome = await recordPunch({ companyId: person.companyId, userId: person.id, cpf: person.documents?.cpf ?? '', receivedAt, point, timeZone }, null);
  if (outcome.status !== 'recorded') throw new Error('punch not recorded');
  return outcome.punch;
}

/** A whole day of the core's valid journey (08:00–17:48, coffee 10:00–10:15, main break 12:30–13:30), exit at `exit`. */
export async function workDay(person: Parameters<typeof punchAt>[0], journey: Journey, day: string, exit: string | null = '17:48') {
  const coffee = journey.breaks[0]?.id;
  await punchAt(person, journey, day, '08:00', 'ENTRY');
  if (coffee) {
    await punchAt(person, journey, day, '10:00', 'BREAK_START', { breakId: coffee });
    await punchAt(person, journey, day, '10:15', 'BREAK_RETURN', { breakId: coffee });
  }
  await punchAt(person, journey, day, '12:30', 'MAIN_BREAK_START');
  await punchAt(person, journey, day, '13:30', 'MAIN_BREAK_RETURN');
  if (exit) await punchAt(person, journey, day, exit, 'EXIT');
}

/** Settled days written straight into the person's month items, as settle-day.ts stores them (no ledger line). */
export async function storeSettledDays(companyId: string, userId: string, days: Record<string, DaySummary>): Promise<void> {
  for (const [day, value] of Object.entries(days)) {
    await db.entities.pointDay
      .upsert({ companyId, month: day.slice(0, 7), userId })
      .set({ [`d${day.slice(8, 10)}`]: encodeDay(value) })
      .go();
  }
}

/** What settle appends for days whose balances it computed (timeclock/settle-day.ts does the same in its transaction). */
export async function settleBalances(companyId: string, userId: string, balances: Record<string, number>): Promise<void> {
  const held = await heldBankDays(companyId, userId, Object.keys(balances));
  await writeLabelled((tx) => bankDayEntriesPart(tx, held, balances));
}
