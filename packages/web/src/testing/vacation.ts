import type { VacationListItem } from '@colabora/core/vacation/api';
import { personVacation, urgency } from '@colabora/core/vacation/schedule';

/**
 * The FÉRIAS item of a person admitted 02/03/2025 who took 14 days in April 2026, seen on `today`; other `facts`
 * give their own periods.
 */
export function vacationItem(today = '2027-01-10', overrides: Partial<VacationListItem> = {}): VacationListItem {
  const facts = overrides.facts ?? { admissionDate: '2025-03-02', vacations: [{ first: '2026-04-06', days: 14 }, { first: '2027-02-01', days: 10 }] };
  const vacation = personVacation(facts, today);
  return { _id: 'u-1', fullName: 'Ana Souza', facts, vacation, urgency: urgency(vacation, today), ...overrides };
}
