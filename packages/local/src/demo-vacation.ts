import { randomUUID } from 'node:crypto';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { db } from '@colabora/functions/db/service';
import type { UserRecord } from '@colabora/functions/db/entities/user';

// The demo's vacations (issue 24), by days from today: Mariana took her first period whole and 20 days of the
// second, whose concession deadline is weeks away (the FÉRIAS alert of CLT art. 137); Carlos splits his first
// period in two parts (art. 134 §1), one taken and one scheduled. Fernanda's first period falls due within 60 days
// with nothing scheduled; Rafael's unjustified absences (art. 130) are the time clock's (demo-time-clock.ts).
// Written as the activity items POST /api/activity writes for a vacation that does not cover today (nothing else
// changes: the status job applies a future one on its first day).

export const DEMO_VACATIONS: { email: string; startsIn: number; days: number }[] = [
  { email: 'admin@demo.com.br', startsIn: -700, days: 30 },
  { email: 'admin@demo.com.br', startsIn: -200, days: 20 },
  { email: 'rh@demo.com.br', startsIn: -30, days: 14 },
  { email: 'rh@demo.com.br', startsIn: 45, days: 10 },
];

export async function seedVacations(people: readonly UserRecord[], today: string): Promise<void> {
  const hr = people.find((person) => person.role === 'HUMAN_RESOURCES_MANAGMENT');
  for (const vacation of DEMO_VACATIONS) {
    const person = people.find((each) => each.email === vacation.email);
    if (!person || !hr) continue;
    const startDate = addCalendarDays(today, vacation.startsIn);
    const finalDate = addCalendarDays(startDate, vacation.days - 1);
    await db.entities.activity
      .create({
        companyId: person.companyId,
        userId: person.id,
        id: randomUUID(),
        type: 'VACATION',
        period: 'MORE_THAN_ONE_DAY',
        startDate,
        finalDate,
        numberOfDays: vacation.days,
        withoutForecastOfEnding: false,
        firstDay: startDate,
        returnsOn: addCalendarDays(finalDate, 1),
        createdAt: new Date().toISOString(),
        createdById: hr.id,
        createdByName: hr.fullName,
      })
      .go();
  }
}
