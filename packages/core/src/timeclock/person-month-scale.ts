import { addCalendarDays } from '../ground/calendar-day';
import { monthRange, SCALE_EVENT_TITLE, type ScaleEvent } from '../workday/schedule';
import { plannedDay, scheduledJourney, type PersonFacts } from './planned-day';

// The employee's month view (GET /scale/month-scale, spec 002 §3 'Scale event') from the same facts as the time
// clock (planned-day.ts): a day is worked only where the person is asked to work it, so a vacation, a leave, an
// approved day off or a free day of the worked notice shows as 'Folga' (issue 22 §1).

/**
 * One event per day of the month (1–12) from the admission on: the shift when the person must work it, else
 * 'Feriado' on an observed holiday, else 'Folga'. None without a journey that plans days.
 */
export function personMonthScale(facts: PersonFacts, year: number, month: number): ScaleEvent[] {
  const { first, last } = monthRange(year, month);
  if (!scheduledJourney(facts)) return [];
  const events: ScaleEvent[] = [];
  const start = facts.admissionDay && facts.admissionDay > first ? facts.admissionDay : first;
  for (let day = start; day <= last; day = addCalendarDays(day, 1)) {
    const { asked, excuse } = plannedDay(facts, day);
    if (asked) {
      const end = `${addCalendarDays(day, asked.exitDayOffset)}T${asked.exitTime}`;
      events.push({ title: SCALE_EVENT_TITLE.work, start: `${day}T${asked.enterTime}`, end, allDay: false });
    } else {
      const title = excuse?.kind === 'HOLIDAY' ? SCALE_EVENT_TITLE.holiday : SCALE_EVENT_TITLE.rest;
      events.push({ title, start: `${day}T00:00`, end: `${addCalendarDays(day, 1)}T00:00`, allDay: true });
    }
  }
  return events;
}
