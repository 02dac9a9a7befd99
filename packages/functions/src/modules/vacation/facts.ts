import type { VacationFacts } from '@colabora/core/vacation/acquisition-periods';
import { recordedVacationFacts, type VacationActivity } from '@colabora/core/vacation/recorded-facts';
import { storedAlerts } from '../timeclock/alert-store';

interface VacationPerson {
  companyId: string;
  id: string;
  admissionDate?: string;
}

/**
 * The unjustified absences of CLT art. 130 up to `today`, read as the time clock's ABSENCE alerts still open (an
 * approved adjustment or medical certificate resolves the alert, and is then justified, art. 131); one per day.
 */
export async function unjustifiedAbsences(person: VacationPerson, today: string): Promise<string[]> {
  // Someone admitted later (a candidate) has no absences yet, and the key range would be reversed.
  if (!person.admissionDate || person.admissionDate > today) return [];
  const alerts = await storedAlerts(person.companyId, person.id, person.admissionDate, today);
  const absences = new Set(alerts.flatMap((alert) => (alert.alertType === 'ABSENCE' && alert.state === 'OPEN' ? [alert.day] : [])));
  return [...absences].sort();
}

/**
 * A person's vacation facts: the recorded vacations (with their abono) and INSS leaves, and the unjustified
 * absences. Null without an admission date.
 */
export async function vacationFacts(person: VacationPerson, activities: readonly VacationActivity[], today: string): Promise<VacationFacts | null> {
  if (!person.admissionDate) return null;
  return { admissionDate: person.admissionDate, ...recordedVacationFacts(activities), unjustifiedAbsences: await unjustifiedAbsences(person, today) };
}
