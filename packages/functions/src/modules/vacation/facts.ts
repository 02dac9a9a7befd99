import type { VacationFacts } from '@colabora/core/vacation/acquisition-periods';
import { recordedVacationFacts } from '@colabora/core/vacation/recorded-facts';
import type { RegisteredActivity } from '@colabora/core/activity/rules';
import { storedAlerts } from '../timeclock/alert-store';

/**
 * A person's vacation facts: the recorded vacations and INSS leaves, and the unjustified absences of CLT art. 130,
 * read as the time clock's ABSENCE alerts still open (an approved adjustment or medical certificate resolves the
 * alert, and is then justified, art. 131). Null without an admission date.
 */
export async function vacationFacts(
  person: { companyId: string; id: string; admissionDate?: string },
  activities: readonly RegisteredActivity[],
  today: string,
): Promise<VacationFacts | null> {
  if (!person.admissionDate) return null;
  // Someone admitted later (a candidate) has no absences yet, and the key range would be reversed.
  const alerts = person.admissionDate <= today ? await storedAlerts(person.companyId, person.id, person.admissionDate, today) : [];
  const absences = new Set(alerts.flatMap((alert) => (alert.alertType === 'ABSENCE' && alert.state === 'OPEN' ? [alert.day] : [])));
  return { admissionDate: person.admissionDate, ...recordedVacationFacts(activities), unjustifiedAbsences: [...absences].sort() };
}
