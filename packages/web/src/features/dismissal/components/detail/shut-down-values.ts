import type { DismissalDetail } from '@colabora/core/dismissal/api';
import type { ExperienceContract } from '@colabora/core/dismissal/experience-contract';
import type { NoticeInput } from '@colabora/core/dismissal/notice';
import type { DismissalReason } from '@colabora/core/dismissal/shut-down-data';
import { endedByCompany, terminationKind, type DismissalOrigin, type NoticeKind, type WarningDefinition } from '@colabora/core/dismissal/termination';

/** The DESLIGAMENTO form: the saved dismissal data, or blanks (null: a question not answered yet). */
export interface ShutDownValues {
  justCause: boolean | null;
  dismissalOrigin: DismissalOrigin | null;
  notice: NoticeKind | null;
  warningDefinitions: WarningDefinition | null;
  increasedCompanyTime: boolean | null;
  admissionDate: string;
  resignationDate: string;
  departureDate: string;
  reason: DismissalReason | '';
  observations: string;
  stabilityJustification: string;
  /** The experience contract's dates (the hiring data's) and the two answers; null without one. */
  experience: ExperienceValues | null;
}

export interface ExperienceValues {
  endOfFirstPeriod: string;
  endOfSecondPeriod: string;
  extended: boolean | null;
  reciprocalClause: boolean | null;
}

/** The hiring data's experience dates, with the saved answers (none yet: null). */
function experienceValues(detail: DismissalDetail): ExperienceValues | null {
  const { endOfFirstPeriod, endOfSecondPeriod } = detail.hiringData;
  if (!endOfFirstPeriod || !endOfSecondPeriod) return null;
  const saved = detail.dismissalDetails?.shutDownData?.experience;
  return { endOfFirstPeriod, endOfSecondPeriod, extended: saved?.extended ?? null, reciprocalClause: saved?.reciprocalClause ?? null };
}

export function shutDownInitialValues(detail: DismissalDetail): ShutDownValues {
  const saved = detail.dismissalDetails?.shutDownData;
  // The admission is the person's own (the API keeps it so): shown, never typed.
  const admissionDate = detail.admissionDate;
  const experience = experienceValues(detail);
  if (saved) return { ...saved, admissionDate, stabilityJustification: saved.stabilityJustification ?? '', experience };
  return {
    justCause: null,
    dismissalOrigin: null,
    notice: null,
    warningDefinitions: null,
    increasedCompanyTime: null,
    admissionDate,
    resignationDate: '',
    departureDate: '',
    reason: '',
    observations: '',
    stabilityJustification: '',
    experience,
  };
}

/** The experience contract as the notice reads it: an unanswered question reads as 'no' until it is answered. */
function experienceContract(experience: ExperienceValues | null): ExperienceContract | null {
  return experience && { ...experience, extended: experience.extended ?? false, reciprocalClause: experience.reciprocalClause ?? false };
}

/** What the notice needs, once the questions it depends on are answered. */
export function noticeInput(values: ShutDownValues): NoticeInput | null {
  const { justCause, dismissalOrigin, notice } = values;
  if (justCause === null || dismissalOrigin === null || notice === null) return null;
  return {
    admissionDate: values.admissionDate,
    resignationDate: values.resignationDate,
    dismissalOrigin,
    justCause,
    notice,
    warningDefinitions: values.warningDefinitions,
    experience: experienceContract(values.experience),
  };
}

/** The company-time increase is the law's answer (Lei 12.506/2011): it applies when the company ends the contract. */
export function increaseApplies(values: Pick<ShutDownValues, 'justCause' | 'dismissalOrigin'>): boolean | null {
  const { justCause, dismissalOrigin } = values;
  if (justCause === null || dismissalOrigin === null) return null;
  return endedByCompany(terminationKind({ justCause, dismissalOrigin }));
}
