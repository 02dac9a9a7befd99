import { DAY_RULE_ALERTS } from '@colabora/core/timeclock/alerts';
import { type DaySummary } from '@colabora/core/timeclock/day-evaluation';
import { ORDINARY_OVERTIME_PERCENT } from '@colabora/core/timeclock/overtime';
import { DAY_EXCUSES, type DayExcuseKind } from '@colabora/core/timeclock/day-excuse';
import type { MonthDayKey } from '../../db/entities/bank-entry';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

// The settled days of a person, one item per month (db/entities/point-day.ts). A day is a compact JSON array
// (~60 bytes instead of ~300 for the object), so a company's month reads in few pages. Issue 22's figures come
// last, so a day stored before them reads as no night, no break or rest shortfall, ordinary overtime.

type StoredDay = [
  planned: number,
  worked: number,
  breaks: number,
  balance: number,
  extra: number,
  missing: number,
  alerts: number,
  flags: number,
  enter: string | null,
  exit: string | null,
  excuse: number,
  mainBreak?: number,
  night?: number,
  nightReducedSeconds?: number,
  breakIndemnity?: number,
  restShortfall?: number,
  overtimePercent?: number,
  ruleAlerts?: number,
];

/** The fields every stored day has, and the defaults of those after them (issue 22's, in their order). */
const BASE_FIELDS = 11;
const TAIL_DEFAULTS = [0, 0, 0, 0, 0, ORDINARY_OVERTIME_PERCENT, 0] as const;

const FLAGS = ['fault', 'dayOff', 'incomplete', 'ended', 'breakPreAssigned'] as const satisfies readonly (keyof DaySummary)[];

export function encodeDay(day: DaySummary): string {
  const flags = FLAGS.reduce((bits, flag, index) => (day[flag] ? bits | (1 << index) : bits), 0);
  const excuse = day.excuse === null ? -1 : DAY_EXCUSES.indexOf(day.excuse);
  const stored: StoredDay = [
    day.plannedMinutes,
    day.workedMinutes,
    day.breakMinutes,
    day.balanceMinutes,
    day.extraMinutes,
    day.missingMinutes,
    day.alerts,
    flags,
    day.enterTime,
    day.exitTime,
    excuse,
    day.mainBreakMinutes,
    day.nightMinutes,
    day.nightReducedSeconds,
    day.breakIndemnityMinutes,
    day.restShortfallMinutes,
    day.overtimePercent,
    day.ruleAlerts.reduce((bits, alert) => bits | (1 << DAY_RULE_ALERTS.indexOf(alert)), 0),
  ];
  // The usual day has none of the later figures: trailing defaults are left out, so a month stays small.
  while (stored.length > BASE_FIELDS && stored[stored.length - 1] === TAIL_DEFAULTS[stored.length - 1 - BASE_FIELDS]) stored.pop();
  return JSON.stringify(stored);
}

export function decodeDay(stored: string): DaySummary {
  const [planned, worked, breaks, balance, extra, missing, alerts, flags, enter, exit, excuse, ...clt] = JSON.parse(stored) as StoredDay;
  const [mainBreak, night, nightReducedSeconds, breakIndemnity, restShortfall, overtimePercent, ruleAlerts] = TAIL_DEFAULTS.map((fallback, index) => clt[index] ?? fallback);
  const flag = (name: (typeof FLAGS)[number]) => (flags & (1 << FLAGS.indexOf(name))) !== 0;
  return {
    plannedMinutes: planned,
    workedMinutes: worked,
    breakMinutes: breaks,
    balanceMinutes: balance,
    extraMinutes: extra,
    missingMinutes: missing,
    alerts,
    fault: flag('fault'),
    dayOff: flag('dayOff'),
    incomplete: flag('incomplete'),
    ended: flag('ended'),
    enterTime: enter,
    exitTime: exit,
    excuse: excuse < 0 ? null : (DAY_EXCUSES[excuse] as DayExcuseKind),
    nightMinutes: night,
    nightReducedSeconds,
    mainBreakMinutes: mainBreak,
    breakPreAssigned: flag('breakPreAssigned'),
    breakIndemnityMinutes: breakIndemnity,
    restShortfallMinutes: restShortfall,
    overtimePercent,
    ruleAlerts: DAY_RULE_ALERTS.filter((_, index) => (ruleAlerts & (1 << index)) !== 0),
  };
}

const monthOf = (day: string) => day.slice(0, 7);
const dayKey = (day: string) => `d${day.slice(8, 10)}` as MonthDayKey;

/** The writes that store `days` (day → summary) in their months' items: one upsert per month. */
export function pointDayParts(tx: TxEntities, companyId: string, userId: string, days: Readonly<Record<string, DaySummary>>): TxPart[] {
  const months = new Map<string, Partial<Record<MonthDayKey, string>>>();
  for (const [day, summary] of Object.entries(days)) {
    const month = months.get(monthOf(day)) ?? {};
    month[dayKey(day)] = encodeDay(summary);
    months.set(monthOf(day), month);
  }
  return [...months].map(([month, set]) => tx.pointDay.upsert({ companyId, month, userId }).set(set).commit());
}

/** A person's settled days of one month's item, by day ('yyyy-MM-dd'). */
function monthDays(item: { month: string } & Partial<Record<MonthDayKey, string>>): Record<string, DaySummary> {
  const days: Record<string, DaySummary> = {};
  for (let date = 1; date <= 31; date += 1) {
    const dd = String(date).padStart(2, '0');
    const stored = item[`d${dd}` as MonthDayKey];
    if (stored) days[`${item.month}-${dd}`] = decodeDay(stored);
  }
  return days;
}

/** One person's settled days of a month. */
export async function personMonthDays(companyId: string, userId: string, month: string): Promise<Record<string, DaySummary>> {
  const { data } = await db.entities.pointDay.get({ companyId, month, userId }).go({ consistent: true });
  return data ? monthDays(data) : {};
}
