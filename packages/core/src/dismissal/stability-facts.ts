import { addCalendarDays, brazilianDate } from '../ground/calendar-day';
import { activityInterval } from '../activity/interval';
import type { RegisteredActivity } from '../activity/rules';
import { periodText } from '../activity/terms';

// Stability the person's recorded leaves show (issue 20 §4; labour-law.md §5), beside the checkup boxes
// (stability.ts): someone on a recorded maternity leave was dismissed without cause with no warning. Each fact
// says until when it protects; dismissing without just cause while one is in force on the resignation date asks
// for the written justification the dismissal data and the history keep. CIPA and union mandates (ADCT art. 10,
// II, a; CLT art. 543 §3) are recorded nowhere but the checkup's box, which stability.ts already reads.

/**
 * CLT art. 392 §1: the maternity leave starts from the 28th day before the birth at the earliest. The birth is
 * not recorded, so it is taken as late as the leave's start allows: the protection never ends too early.
 */
export const MATERNITY_LEAVE_BEFORE_BIRTH_DAYS = 28;
/** ADCT art. 10, II, b: from the confirmation of the pregnancy to 5 months after the birth. */
export const MATERNITY_STABILITY_MONTHS = 5;
/** Lei 8.213/1991 art. 118: 12 months after the end of the accident-related sickness benefit. */
export const ACCIDENT_STABILITY_MONTHS = 12;

export type StabilityFactKind = 'maternity' | 'inssLeave';

export interface StabilityFact {
  kind: StabilityFactKind;
  /** The leave's first and last day ('yyyy-MM-dd'); last is null while it has no forecast of end. */
  first: string;
  last: string | null;
  /** The last day it protects; null while the leave goes on. */
  until: string | null;
}

/** `day` plus `months` calendar months, on the same day of the month or the month's last day. */
export function addCalendarMonths(day: string, months: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const [year, month] = [Math.floor(total / 12), (total % 12) + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(Number(day.slice(8, 10)), lastDay))}`;
}

/**
 * The facts of the person's leaves: each maternity leave, and each INSS leave (the app records no benefit
 * code, so any of them may be the accident-related one, B91: HR says in the justification when it was not).
 */
export function stabilityFacts(leaves: readonly RegisteredActivity[]): StabilityFact[] {
  return leaves.flatMap((leave): StabilityFact[] => {
    if (leave.type !== 'MATERNITY_LEAVE' && leave.type !== 'INSS_REMOVAL') return [];
    const { first, last } = activityInterval(leave);
    if (leave.type === 'MATERNITY_LEAVE') {
      const latestBirth = addCalendarDays(first, MATERNITY_LEAVE_BEFORE_BIRTH_DAYS);
      return [{ kind: 'maternity', first, last, until: addCalendarMonths(latestBirth, MATERNITY_STABILITY_MONTHS) }];
    }
    return [{ kind: 'inssLeave', first, last, until: last === null ? null : addCalendarMonths(last, ACCIDENT_STABILITY_MONTHS) }];
  });
}

/** The facts that still protect on `day` (the resignation date: when the notice is given). */
export function factsInForce(facts: readonly StabilityFact[], day: string): StabilityFact[] {
  return facts.filter((fact) => fact.until === null || fact.until >= day);
}

/** The fact as HR reads it on DESLIGAMENTO. */
export function stabilityFactText(fact: StabilityFact): string {
  const period = periodText(fact.first, fact.last);
  if (fact.kind === 'maternity') {
    return `Licença-maternidade registrada (${period}): estabilidade da gestante até 5 meses após o parto (ADCT art. 10, II, b), até ${brazilianDate(fact.until ?? fact.first)}.`;
  }
  if (fact.until === null) {
    return `Afastamento pelo INSS registrado (${period}): o contrato está suspenso durante o afastamento e, se ele for por acidente de trabalho, há estabilidade de 12 meses após o retorno (Lei 8.213/1991, art. 118).`;
  }
  return `Afastamento pelo INSS registrado (${period}): se foi por acidente de trabalho, há estabilidade de 12 meses após o retorno (Lei 8.213/1991, art. 118), até ${brazilianDate(fact.until)}.`;
}
