import { addCalendarDays, saoPauloToday } from '@colabora/core/ground/calendar-day';
import { now } from '../../lib/clock';
import { settleDays, type SettleResult } from './settle-day';
import type { UserRecord } from '../../db/entities/user';

// Settled days follow their facts (issue 22 §7). The alerts job settles a day once it ends; when a fact the day
// depends on changes afterwards (an activity HR registers, the journey of the hiring data, the dismissal data, an
// approved request, a holiday), its writer settles the affected days again through here: the stored day, its
// alerts and the hours bank's correction (ledger.ts dayBalanceCorrections, only the difference) then say what the
// mirror, which evaluates live, says. Only days that began are settled: the job settles the rest when they end.

/** The days from `from` to `to` (both included, `to` null: open) that began by now, from the admission on. */
export function begunDays(person: Pick<UserRecord, 'admissionDate'>, from: string, to: string | null): string[] {
  const today = saoPauloToday(now());
  const first = person.admissionDate && person.admissionDate > from ? person.admissionDate : from;
  const last = to === null || to > today ? today : to;
  const days: string[] = [];
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** Settles again the person's days from `from` to `to` that began (a fact of theirs changed after the fact). */
export function resettle(person: UserRecord, from: string, to: string | null): Promise<SettleResult> {
  return settleDays(person.companyId, person.id, begunDays(person, from, to), { person });
}
