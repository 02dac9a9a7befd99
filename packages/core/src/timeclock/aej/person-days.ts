import type { DayPlan } from '../../workday/schedule';
import type { BankLine } from '../hours-bank';
import { NIGHT_RULES } from '../night-work';
import type { EvaluatedDay } from '../person-day';
import { AEJ_MSG } from './export-query';
import type { AejAbsence, AejMark, AejSchedule } from './records';

// What the AEJ says of one employment link, from the day engine (person-day.ts: the one computation of a person's
// day) and the hours-bank ledger: the contracted schedules of its days (04), its marks (05) and its absences and
// bank movements (07). Portaria 671 art. 82 sole paragraph: the processing program only adds to what the REP
// recorded: a punch an approved adjustment corrects stays, marked disregarded (D) with the reason, and the time
// the adjustment includes is a mark of its own (I).

/** The REP (record 02) of every punch: Colabora itself, the only REP-P its punches come from. */
export const AEJ_REP_ID = '1';

/**
 * The day's contracted schedule (04): entry and exit, and its length in minutes with the urban night hour of
 * 52 min 30 s counted as an hour (CLT art. 73 §1; the layout: "durJornada … considerando a hora noturna
 * reduzida"). Choices (README 'The AEJ'): the main break has no planned time in Colabora (only its minutes), so
 * the schedule is one in/out pair and its length is the plan's worked minutes (the main break left out); the
 * night minutes of the shift are reduced as a whole. The code names the schedule by what defines it.
 */
export function aejSchedule(plan: DayPlan): AejSchedule {
  const reduced = NIGHT_RULES[plan.night].reducedHour ? Math.round((plan.nightMinutes * 8) / 7) - plan.nightMinutes : 0;
  const durationMinutes = plan.plannedMinutes + reduced;
  const times = [plan.enterTime, plan.exitTime];
  return { code: `${times.join('-').replace(/:/g, '')}-${durationMinutes}`, durationMinutes, times };
}

/** The request's reason as the file gives it: its justification, or what it did when HR wrote none. */
const reasonOf = (justification: string | undefined, fallback: string) => justification?.trim() || fallback;

interface Timed {
  at: string;
  mark: Omit<AejMark, 'kind' | 'pair' | 'scheduleCode'>;
}

/** The day's marks: the counted ones paired in time order (E, S, E, S …), the disregarded ones among them. */
function dayMarks(linkId: string, day: EvaluatedDay, scheduleCode: string | null): AejMark[] {
  const reasonOfRequest = (id: string) => reasonOf(day.requests.find((request) => request.id === id)?.justification, AEJ_MSG.includedReason);
  const counted: Timed[] = [
    ...day.punches
      .filter((punch) => !day.corrected.includes(punch.nsr))
      .map((punch) => ({ at: punch.punchedAt, mark: { linkId, at: punch.punchedAt, repId: AEJ_REP_ID, source: 'O' as const, reason: null } })),
    ...day.included.map((time) => ({
      at: time.registerDate,
      mark: { linkId, at: time.registerDate, repId: null, source: 'I' as const, reason: reasonOfRequest(time.requestId) },
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const paired: AejMark[] = counted.map(({ mark }, index) => ({
    ...mark,
    kind: index % 2 === 0 ? 'E' : 'S',
    pair: Math.floor(index / 2) + 1,
    scheduleCode: index === 0 ? scheduleCode : null,
  }));
  const disregarded: AejMark[] = day.punches
    .filter((punch) => day.corrected.includes(punch.nsr))
    .map((punch) => {
      const request = day.requests.find((candidate) => candidate.reason === 'POINTS_ADJUST' && candidate.punchNsr === punch.nsr);
      const reason = reasonOf(request?.justification, AEJ_MSG.disregardedReason);
      return { linkId, at: punch.punchedAt, repId: AEJ_REP_ID, kind: 'D', pair: null, source: 'O', scheduleCode: null, reason };
    });
  return [...paired, ...disregarded].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The day's absences (07 types 1, 2, 4): a rest day, a fault (a planned day with no punch and no excuse), a holiday. */
function dayAbsences(linkId: string, day: EvaluatedDay): AejAbsence[] {
  if (day.summary.fault) return [{ linkId, kind: 2, day: day.day }];
  if (day.excuse?.kind === 'REST') return [{ linkId, kind: 1, day: day.day }];
  if (day.excuse?.kind === 'HOLIDAY') return [{ linkId, kind: 4, day: day.day }];
  return [];
}

/**
 * The bank's movements (07 type 3) from the ledger's lines: each day's balance (worked − planned) credited
 * (ADDED) or debited, and each compensation (time off) taken from it (COMPENSATED). Payments in money, overtime
 * paid as it happens and expired credits leave the bank for the payroll: not a movement the layout names.
 */
function bankMoves(linkId: string, lines: readonly BankLine[]): AejAbsence[] {
  const byDay = new Map<string, { balance: number; compensation: number }>();
  for (const line of lines) {
    if (line.kind !== 'DAY_BALANCE' && line.kind !== 'COMPENSATION_PAYMENT') continue;
    const sums = byDay.get(line.day) ?? { balance: 0, compensation: 0 };
    if (line.kind === 'DAY_BALANCE') sums.balance += line.minutes;
    else sums.compensation += line.minutes;
    byDay.set(line.day, sums);
  }
  return [...byDay.entries()].flatMap(([day, { balance, compensation }]) => [
    ...(balance !== 0 ? [{ linkId, kind: 3 as const, day, minutes: Math.abs(balance), bank: balance > 0 ? ('ADDED' as const) : ('COMPENSATED' as const) }] : []),
    ...(compensation !== 0 ? [{ linkId, kind: 3 as const, day, minutes: Math.abs(compensation), bank: 'COMPENSATED' as const }] : []),
  ]);
}

export interface AejLinkRecords {
  schedules: AejSchedule[];
  marks: AejMark[];
  absences: AejAbsence[];
}

/**
 * One link's records over its days (in day order) and its bank lines of the same days. The layout asks the
 * contracted schedule on the first entry of every day; a day without a plan (a rest day worked) names the one in
 * force: the nearest planned day's before it, else after it (UNCONFIRMED, README 'The AEJ').
 */
export function aejLinkRecords(linkId: string, days: readonly EvaluatedDay[], bankLines: readonly BankLine[]): AejLinkRecords {
  const planned = days.map((day) => (day.plan ? aejSchedule(day.plan) : null));
  const schedules = new Map(planned.flatMap((schedule) => (schedule ? [[schedule.code, schedule] as const] : [])));
  // The schedule in force on each day: the last planned one so far, else (before the first plan) the first one.
  let last: AejSchedule | null = null;
  const inForce = planned.map((schedule) => (last = schedule ?? last));
  const first = planned.find((schedule) => schedule !== null) ?? null;
  const marks = days.flatMap((day, index) => dayMarks(linkId, day, (inForce[index] ?? first)?.code ?? null));
  const absences = [...days.flatMap((day) => dayAbsences(linkId, day)), ...bankMoves(linkId, bankLines)].sort((a, b) => a.day.localeCompare(b.day));
  return { schedules: [...schedules.values()], marks, absences };
}
