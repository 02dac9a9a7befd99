import { addCalendarDays, isCalendarDay } from '../ground/calendar-day';
import { completedYears } from './calendar-span';
import { endsWithoutNotice, experienceEnding, type ExperienceContract, type ExperienceEnding } from './experience-contract';
import {
  endedByCompany,
  noticeReductionApplies,
  terminationKind,
  type DismissalOrigin,
  type NoticeKind,
  type WarningDefinition,
} from './termination';

// The notice (aviso prévio), by the law rather than by 002 §4.5 ('3 days per completed year beyond the
// first', which gives 30 days at one year): Lei 12.506/2011 as the MTE read it in Nota Técnica 184/2012 gives
// 30 days plus 3 for each completed year of service, from the first completed year (one year: 33), at most
// 90; the increase benefits the employee only, so it applies when the company dismisses, never when the
// collaborator resigns (TST E-RR-1964-73.2013.5.09.0009). The notice ends that many days after the day it
// is given, the first day excluded (Súmula 380 TST). See labour-law.md §4. An experience contract ended at its
// term, or early without art. 481's clause, has no notice (./experience-contract.ts).

export const BASE_NOTICE_DAYS = 30;
export const DAYS_PER_YEAR = 3;
/** 20 years add 60 days: 90 in all. */
export const MAX_YEARS_COUNTED = 20;
/** 'Sair 7 dias antes' (CLT art. 488, parágrafo único). */
export const DAYS_OFF_AT_END = 7;

export interface NoticeInput {
  admissionDate: string;
  /** The day the notice is given (data de demissão). */
  resignationDate: string;
  dismissalOrigin: DismissalOrigin;
  justCause: boolean;
  notice: NoticeKind;
  warningDefinitions: WarningDefinition | null;
  /** The experience contract's dates and clauses (the hiring data's), when the person has one. */
  experience?: ExperienceContract | null;
}

/** What the notice is and how it was reached, for the form to show under the field. */
export interface NoticeComputation {
  /** Whole years from admission to the resignation date. */
  completedYears: number;
  /** The proportional increase applies (the company dismisses, or pays as if it had). */
  increaseApplies: boolean;
  /** Years that added 3 days each (0 when the increase does not apply; at most 20). */
  yearsCounted: number;
  daysAdded: number;
  /** More completed years than the law counts: the notice stopped at 90 days. */
  capped: boolean;
  /** How an experience contract ends; null when the contract is not one on the resignation date. */
  experienceEnding: ExperienceEnding | null;
  /** 0 for a dismissal with just cause, or an experience contract ended without notice. */
  noticeDays: number;
  /**
   * The notice's last day: resignation date + noticeDays. With an indemnified notice the person leaves at once
   * and this is the projected end (it counts as service time, CLT art. 487 §1); null without notice.
   */
  noticeEndDate: string | null;
  /** The last day at work: the resignation date (indemnified, or no notice), else the notice end (7 days before it with 'sair 7 dias antes'). */
  departureDate: string;
}

/**
 * The notice for the dismissal data, or null when a date is not a real day or the resignation comes before
 * the admission (002 §4.5: 'a negative span gives an empty date').
 */
export function computeNotice(input: NoticeInput): NoticeComputation | null {
  const { admissionDate, resignationDate } = input;
  if (!isCalendarDay(admissionDate) || !isCalendarDay(resignationDate) || resignationDate < admissionDate) return null;
  const kind = terminationKind(input);
  const years = completedYears(admissionDate, resignationDate);
  const increaseApplies = endedByCompany(kind);
  const yearsCounted = increaseApplies ? Math.min(years, MAX_YEARS_COUNTED) : 0;
  const daysAdded = yearsCounted * DAYS_PER_YEAR;
  const ending = experienceEnding(input);
  const noticeDays = kind === 'justCause' || endsWithoutNotice(ending) ? 0 : BASE_NOTICE_DAYS + daysAdded;
  const noticeEndDate = noticeDays > 0 ? addCalendarDays(resignationDate, noticeDays) : null;
  return {
    completedYears: years,
    increaseApplies,
    yearsCounted,
    daysAdded,
    capped: increaseApplies && years > MAX_YEARS_COUNTED,
    experienceEnding: ending,
    noticeDays,
    noticeEndDate,
    departureDate: departureDay(input, noticeEndDate),
  };
}

function departureDay(input: NoticeInput, noticeEndDate: string | null): string {
  if (noticeEndDate === null || input.notice === 'indemnifiedNotice') return input.resignationDate;
  return noticeReductionApplies(terminationKind(input)) && input.warningDefinitions === 'sevenDaysBeforeEndDate' ? addCalendarDays(noticeEndDate, -DAYS_OFF_AT_END) : noticeEndDate;
}

/** The notice is worked (the person keeps working until its end): the process is FULFILLING_NOTICE. */
export function isWorkedNotice(notice: NoticeKind, computation: NoticeComputation | null): boolean {
  return notice === 'complyNotice' && (computation?.noticeDays ?? 0) > 0;
}

const EXPERIENCE_EXPLANATION: Record<ExperienceEnding, string | null> = {
  atTerm: 'Contrato de experiência encerrado no termo: não há aviso prévio nem multa do FGTS.',
  earlyByCompany:
    'Contrato de experiência encerrado antes do termo pela empresa: sem aviso prévio; a empresa paga metade da remuneração até o termo (CLT art. 479).',
  earlyByEmployee:
    'Contrato de experiência encerrado antes do termo pelo colaborador: sem aviso prévio; ele indeniza a empresa até o limite do art. 479 (CLT art. 480).',
  noticeRules: null,
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The computation in words, shown under the notice field. */
export function noticeExplanation(computation: NoticeComputation): string {
  const experience = computation.experienceEnding && EXPERIENCE_EXPLANATION[computation.experienceEnding];
  if (experience) return experience;
  if (computation.noticeDays === 0) return 'Dispensa por justa causa: não há aviso prévio (CLT art. 487).';
  const years = plural(computation.completedYears, 'ano completo', 'anos completos');
  if (!computation.increaseApplies) {
    return `${BASE_NOTICE_DAYS} dias: o acréscimo de ${DAYS_PER_YEAR} dias por ano (Lei 12.506/2011) vale só quando a empresa desliga (${years} de empresa).`;
  }
  const cap = computation.capped ? `, limitado a ${MAX_YEARS_COUNTED} anos` : '';
  return `${BASE_NOTICE_DAYS} dias + ${DAYS_PER_YEAR} × ${plural(computation.yearsCounted, 'ano', 'anos')} (${years}${cap}) = ${computation.noticeDays} dias (Lei 12.506/2011, Nota Técnica MTE 184/2012).`;
}
