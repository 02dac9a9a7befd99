import { randomUUID } from 'node:crypto';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { db } from '@colabora/functions/db/service';
import type { UserRecord } from '@colabora/functions/db/entities/user';

// The demo's vacations (issue 24), by days from today (only employees of the active staff take them): Rafael took
// his first period whole, before the time clock's history; his second falls due within 60 days with nothing
// scheduled (the FÉRIAS alert of CLT art. 137), and his running one has the time clock's unjustified absences
// (art. 130, demo-time-clock.ts). Fernanda's first period, also due within 60 days, is split in two parts
// scheduled ahead (art. 134 §1), 6 days still to grant. Nothing is scheduled where the e2e registers leaves
// (Rafael from today, Luciana's vacation).
// Written as the activity items POST /api/activity writes for a vacation that does not cover today (nothing else
// changes: the status job applies a future one on its first day).

export const DEMO_VACATIONS: { email: string; startsIn: number; days: number }[] = [
  { email: 'rafael@demo.com.br', startsIn: -900, days: 30 },
  { email: 'fernanda@demo.com.br', startsIn: 4, days: 14 },
  { email: 'fernanda@demo.com.br', startsIn: 19, days: 10 },
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
