import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import type { Period } from '@colabora/core/timeclock/period-filter';
import type { MonthDayKey } from '../../db/entities/bank-entry';
import { db } from '../../db/service';
import { decodeDay } from './point-days';

// A company's settled days of one month, for REGISTROS GERAIS: the month's items (one per person, ~1.5 KB) read
// as four Queries at once, each over a quarter of the person ids (a UUID's first hex digit; any other id still
// falls in one of the ranges), and only the days of the period asked. At 1 000 people the single Query pages
// through ~2 MB one page after another; the four run side by side (README, bench 'records').

/** Where the ranges split: below '4', '4'–'8', '8'–'c', from 'c' (an id equal to a bound may come twice: kept once). */
const BOUNDS = ['4', '8', 'c'] as const;

function rangeQueries(companyId: string, month: string) {
  const query = () => db.entities.pointDay.query.companyMonth({ companyId, month });
  return [
    query().lt({ userId: BOUNDS[0] }),
    query().between({ userId: BOUNDS[0] }, { userId: BOUNDS[1] }),
    query().between({ userId: BOUNDS[1] }, { userId: BOUNDS[2] }),
    query().gte({ userId: BOUNDS[2] }),
  ];
}

/** The attributes of the month's days inside the period ('dNN'). */
function dayKeys(month: string, { from, to }: Period): MonthDayKey[] {
  const keys: MonthDayKey[] = [];
  for (let date = 1; date <= 31; date += 1) {
    const dd = String(date).padStart(2, '0');
    const day = `${month}-${dd}`;
    if (day >= from && day <= to) keys.push(`d${dd}` as MonthDayKey);
  }
  return keys;
}

/** A settled day and its date. */
export type SettledDay = DaySummary & { day: string };

/** Each person's settled days of `month` that fall in `period`, in day order. */
export async function settledMonth(companyId: string, month: string, period: Period): Promise<Map<string, SettledDay[]>> {
  const keys = dayKeys(month, period);
  const pages = await Promise.all(rangeQueries(companyId, month).map((query) => query.go({ pages: 'all', attributes: ['userId', ...keys] })));
  const days = new Map<string, SettledDay[]>();
  for (const item of pages.flatMap((page) => page.data)) {
    const stored = item as Partial<Record<MonthDayKey, string>>;
    days.set(
      item.userId,
      keys.flatMap((key) => {
        const value = stored[key];
        return value ? [{ ...decodeDay(value), day: `${month}-${key.slice(1)}` }] : [];
      }),
    );
  }
  return days;
}
