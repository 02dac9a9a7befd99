import { db } from '../db/service';

/**
 * Open ABSENCE alerts on `days` for the person, as the alerts job writes them for a planned day with no punch: the
 * unjustified absences the vacation rules read (CLT art. 130, modules/vacation/facts.ts).
 */
export async function openAbsences(companyId: string, userId: string, days: readonly string[]): Promise<void> {
  await Promise.all(
    days.map((day) =>
      db.entities.pointAlert
        .create({
          companyId,
          userId,
          id: `${day}_ABSENCE_ENTRY`,
          day,
          alertType: 'ABSENCE',
          pointType: 'ENTRY',
          pointStartDate: `${day}T08:00:00-03:00`,
          state: 'OPEN',
          createdAt: new Date().toISOString(),
        })
        .go(),
    ),
  );
}
