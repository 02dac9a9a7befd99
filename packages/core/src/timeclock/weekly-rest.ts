import { addCalendarDays } from '../ground/calendar-day';
import type { DayExcuseKind } from './day-excuse';
import type { Period } from './period-filter';

// Paid weekly rest (DSR, Lei 605/49 art. 1; CLT art. 67) is owed only to whom worked the whole week before it
// "cumprindo integralmente o seu horário de trabalho" (art. 6). Excused absences keep it (art. 6 §1: certificates,
// leaves, the CLT art. 473 absences; a holiday or an approved day off asks nothing of the day). We read "horário"
// as the days the scale asks for: only a fault (a planned day ended with no punch and no excuse) loses the rest;
// late or short days are already deducted by the minute (art. 58 §1 tolerance) and do not.

/** What the rule reads of a day (day-evaluation.ts DaySummary). */
export interface WeeklyRestDay {
  day: string;
  fault: boolean;
  excuse: DayExcuseKind | null;
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The Monday of the day's week: weeks run Monday to Sunday, so a Sunday rest closes the week it pays. */
const mondayOf = (day: string) => addCalendarDays(day, -((weekday(day) + 6) % 7));

/** The whole weeks (Monday to Sunday) around a period: what the rule must read to judge the period's rest days. */
export function wholeWeeks({ from, to }: Period): Period {
  return { from: mondayOf(from), to: addCalendarDays(mondayOf(to), 6) };
}

/**
 * The rest days whose paid rest is lost: in each week with a fault, the week's weekly rest day, that is its Sunday
 * when the scale rests on Sunday, else its last rest day (a 6x1 resting midweek). A 5x2's Saturday is a day the
 * week's hours were spread over, not the weekly rest, so it is never marked. A week is judged on the days given:
 * pass whole weeks (wholeWeeks) so a fault across a month's edge is seen.
 */
export function lostWeeklyRest(days: readonly WeeklyRestDay[]): Set<string> {
  const weeks = new Map<string, WeeklyRestDay[]>();
  for (const day of days) {
    const monday = mondayOf(day.day);
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  const lost = new Set<string>();
  for (const week of weeks.values()) {
    if (!week.some((day) => day.fault)) continue;
    const rests = week.filter((day) => day.excuse === 'REST').sort((a, b) => (a.day < b.day ? -1 : 1));
    const rest = rests.find((day) => weekday(day.day) === 0) ?? rests[rests.length - 1];
    if (rest) lost.add(rest.day);
  }
  return lost;
}
