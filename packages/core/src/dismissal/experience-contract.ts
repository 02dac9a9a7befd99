import { inclusiveDays } from '../activity/interval';
import { addCalendarDays } from '../ground/calendar-day';
import { terminationKind, type DismissalOrigin } from './termination';

// An experience contract (CLT art. 443 §2 c, art. 445) is a fixed-term contract: ending it has rules of its own.
// - At its term: no notice (there is nothing to give notice of) and no FGTS fine (Lei 8.036 art. 18 pays the fine
//   on a dismissal without just cause only).
// - Ended early by the company: half the remuneration up to the term (art. 479); the FGTS fine applies (Decreto
//   99.684/1990 art. 14).
// - Ended early by the employee: the employee owes the company's losses, at most what art. 479 would pay (art.
//   480 §1).
// - With a clause giving both parties the right to end it early (art. 481), an early end follows the rules of an
//   open-ended contract: notice and fine (Súmula 163 TST).
// The contract runs to the first term unless it already provides the extension (art. 451: one extension, Súmula
// 188 TST); the dates are the hiring data's (admission/experience-period.ts).

export interface ExperienceContract {
  endOfFirstPeriod: string;
  endOfSecondPeriod: string;
  /** The contract already provides its extension (it runs to endOfSecondPeriod). */
  extended: boolean;
  /** Art. 481: either party may end it early, and then the notice rules apply. */
  reciprocalClause: boolean;
}

/**
 * - atTerm: it ends on its term (or after, which the status job never lets happen);
 * - earlyByCompany: art. 479; earlyByEmployee: art. 480;
 * - noticeRules: art. 481's clause, an agreement (art. 484-A) or a just cause: the usual rules.
 */
export type ExperienceEnding = 'atTerm' | 'earlyByCompany' | 'earlyByEmployee' | 'noticeRules';

export interface ExperienceEndingInput {
  resignationDate: string;
  dismissalOrigin: DismissalOrigin;
  justCause: boolean;
  experience?: ExperienceContract | null;
}

/** The contract is an experience contract on the resignation date. */
export function inExperience(experience: ExperienceContract | null | undefined, resignationDate: string): experience is ExperienceContract {
  return Boolean(experience) && resignationDate <= (experience as ExperienceContract).endOfSecondPeriod;
}

/** The term in force on the resignation date: the first one, unless the contract provides the extension or is past it. */
export function experienceTerm(experience: ExperienceContract, resignationDate: string): string {
  const first = !experience.extended && resignationDate <= experience.endOfFirstPeriod;
  return first ? experience.endOfFirstPeriod : experience.endOfSecondPeriod;
}

/** How the experience contract ends, or null when the contract is not one on the resignation date. */
export function experienceEnding(input: ExperienceEndingInput): ExperienceEnding | null {
  const { experience, resignationDate } = input;
  if (!inExperience(experience, resignationDate)) return null;
  if (resignationDate >= experienceTerm(experience, resignationDate)) return 'atTerm';
  const kind = terminationKind(input);
  if (experience.reciprocalClause || kind === 'agreement' || kind === 'justCause') return 'noticeRules';
  return kind === 'resignation' ? 'earlyByEmployee' : 'earlyByCompany';
}

/** The ending leaves no notice to give or to work. */
export function endsWithoutNotice(ending: ExperienceEnding | null): boolean {
  return ending === 'atTerm' || ending === 'earlyByCompany' || ending === 'earlyByEmployee';
}

export interface ExperienceIndemnity {
  term: string;
  /** Days from the day after the resignation to the term. */
  remainingDays: number;
  /** Centavos: half the remuneration of those days (art. 479), also art. 480's limit. */
  amount: number;
}

/** Art. 479 (and the limit of art. 480 §1): half of a monthly salary's days (÷ 30) from the day after the resignation to the term. */
export function experienceIndemnity(experience: ExperienceContract, resignationDate: string, salary: number): ExperienceIndemnity {
  const term = experienceTerm(experience, resignationDate);
  const remainingDays = term > resignationDate ? inclusiveDays(addCalendarDays(resignationDate, 1), term) : 0;
  return { term, remainingDays, amount: Math.round((salary * remainingDays) / 30 / 2) };
}
