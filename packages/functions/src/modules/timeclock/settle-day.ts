import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import { paysOvertime } from '@colabora/core/timeclock/bank-terms';
import { overtimePercent } from '@colabora/core/timeclock/overtime';
import { bankDayEntriesPart, heldBankDays, type HeldBankDays, type PaidOvertime } from './ledger';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { now as clockNow } from '../../lib/clock';
import { companyBankRegime } from '../company/company-settings';
import { getUser } from '../person/records';
import { getJourney } from '../workday/store';
import { alertChanges, storedAlerts, type AlertChange } from './alert-store';
import { personDays, type DaysContext, type PersonDay } from './person-days';
import { pointDayParts } from './point-days';
import type { UserRecord } from '../../db/entities/user';

// Settling a person's days (issue 12): recompute them from punches, approved requests, activities, holidays and
// the journey (person-days.ts); bring their stored alerts to what the days raise now; and, for the days that
// ended, store their DaySummary in the month items (point-day) and append to the hours bank only the difference
// between each day's new balance and what the ledger already holds for it. All of a person's writes go in one
// transaction, or in as few as DynamoDB's 100-item limit allows, oldest days first. Settling again what did not
// change writes the same month items and nothing else, so the alerts job and an approval may both settle a day.

/** DynamoDB's most items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;
/** A concurrent settle of the same day (its alert or bank line written first) makes this one read again. */
const MAX_ATTEMPTS = 5;

export interface SettleResult {
  /** Days stored (they ended). */
  settled: number;
  raised: number;
  resolved: number;
  /** Ledger lines appended. */
  bankLines: number;
}

/** Nothing to settle. */
export const NOTHING_SETTLED: SettleResult = { settled: 0, raised: 0, resolved: 0, bankLines: 0 };

/** Callers that already read the person (the alerts job) pass it; the rest is DaysContext. */
export type SettleContext = DaysContext & { person?: UserRecord };

interface Batch {
  days: PersonDay[];
  alerts: AlertChange[];
}

const monthsOf = (days: readonly PersonDay[]) => new Set(days.map((day) => day.day.slice(0, 7))).size;

/**
 * The items a batch may write: its alert changes, two bank lines (the balance and, when overtime is paid, its
 * payable line) and a month item per ended day, the bank's total.
 */
function batchSize({ days, alerts }: Batch): number {
  const ended = days.filter((day) => day.summary.ended);
  return alerts.length + 2 * ended.length + 2 * monthsOf(ended) + 1;
}

/** Consecutive days in batches that fit a transaction (a day's own writes never split). */
function batches(days: readonly PersonDay[], changes: readonly AlertChange[]): Batch[] {
  const result: Batch[] = [];
  let current: Batch = { days: [], alerts: [] };
  for (const day of days) {
    const next = { days: [...current.days, day], alerts: [...current.alerts, ...changes.filter((change) => change.day === day.day)] };
    if (current.days.length > 0 && batchSize(next) > MAX_TRANSACTION_ITEMS) {
      result.push(current);
      current = { days: [day], alerts: changes.filter((change) => change.day === day.day) };
    } else current = next;
  }
  if (current.days.length > 0) result.push(current);
  return result;
}

type Label = 'alert' | 'pointDay' | ReturnType<typeof bankDayEntriesPart>[number][0];

/** A paid day's overtime at its additional: 100 % on a rest day or holiday (Súmula 146), else 50 % (art. 59 §1). */
const paidOvertime = (summary: DaySummary): PaidOvertime => ({
  minutes: Math.max(0, summary.balanceMinutes),
  percent: overtimePercent({ restDay: summary.excuse === 'REST', holiday: summary.excuse === 'HOLIDAY' }),
});

function batchParts(tx: TxEntities, person: UserRecord, batch: Batch, held: HeldBankDays, pays: boolean, at: Date): [Label, TxPart][] {
  const ended = batch.days.filter((day) => day.summary.ended);
  const summaries: Record<string, DaySummary> = Object.fromEntries(ended.map((day) => [day.day, day.summary]));
  const balances = Object.fromEntries(ended.map((day) => [day.day, day.summary.balanceMinutes]));
  // Without a bank, or on a 'Hora extra' journey, the day's overtime is paid, not banked (issue 22 §4).
  const paid = pays ? Object.fromEntries(ended.map((day) => [day.day, paidOvertime(day.summary)])) : {};
  return [
    ...batch.alerts.map((change): [Label, TxPart] => ['alert', change.part(tx)]),
    ...pointDayParts(tx, person.companyId, person.id, summaries).map((part): [Label, TxPart] => ['pointDay', part]),
    ...bankDayEntriesPart(tx, held, balances, paid, at),
  ];
}

/** One pass: read, decide, write. Null when a concurrent write refused a batch (read again). */
async function settleOnce(person: UserRecord, days: readonly string[], context: SettleContext): Promise<SettleResult | null> {
  const { companyId, id: userId } = person;
  const [from, to] = [days[0], days[days.length - 1]];
  const at = context.now ?? clockNow();
  const workdayId = person.hiringData?.workday;
  const journey = context.journey !== undefined ? context.journey : workdayId ? await getJourney(companyId, workdayId) : null;
  const evaluated = (await personDays(companyId, person, from, to, { ...context, journey, now: at })).filter((day) => days.includes(day.day));
  const ended = evaluated.filter((day) => day.summary.ended);
  const [stored, held, regime] = await Promise.all([
    storedAlerts(companyId, userId, from, to),
    heldBankDays(companyId, userId, ended.map((day) => day.day)),
    companyBankRegime(companyId),
  ]);
  const pays = paysOvertime(regime, journey?.pointType);
  const due = evaluated.flatMap((day) => day.alerts);
  const changes = alertChanges(companyId, userId, days, due, stored, at.toISOString());
  const result: SettleResult = {
    settled: ended.length,
    raised: changes.filter((change) => change.kind !== 'resolve').length,
    resolved: changes.filter((change) => change.kind === 'resolve').length,
    bankLines: 0,
  };
  for (const batch of batches(evaluated, changes)) {
    if (batch.alerts.length === 0 && !batch.days.some((day) => day.summary.ended)) continue;
    let lines = 0;
    const refused = await writeLabelled((tx) => {
      const parts = batchParts(tx, person, batch, held, pays, at);
      lines = parts.filter(([label]) => label === 'bankDay' || label === 'bankEntry').length;
      return parts;
    });
    if (refused) return null;
    result.bankLines += lines;
  }
  return result;
}

/**
 * Recomputes the person's `days` ('yyyy-MM-dd') and writes what changed: alerts raised or resolved, the days that
 * ended stored with their balance, the ledger corrected by the difference. Nobody there (another company's id):
 * nothing. Called by the alerts job (the days that ended, the points due) and by an approval (T3).
 */
export async function settleDays(companyId: string, userId: string, days: readonly string[], context: SettleContext = {}): Promise<SettleResult> {
  const wanted = [...new Set(days)].sort();
  const person = context.person ?? (await getUser(companyId, userId, true));
  if (wanted.length === 0 || !person || person.companyId !== companyId) return NOTHING_SETTLED;
  return retryTransaction(async () => (await settleOnce(person, wanted, context)) ?? READ_AGAIN, {
    attempts: MAX_ATTEMPTS,
    exhausted: () => new Error(`settling ${userId} kept meeting concurrent writes`),
  });
}
