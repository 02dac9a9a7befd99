import * as z from 'zod/mini';
import { dayField, optionalDayField } from '../admission/form-fields';
import { atMost, firstFailing, requiredText, whenValid } from '../fields';
import { MSG } from '../messages';
import { DISMISSAL_MSG } from './messages';
import { inExperience, type ExperienceContract } from './experience-contract';
import { computeNotice } from './notice';
import {
  DISMISSAL_ORIGINS,
  endedByCompany,
  noticeReductionApplies,
  NOTICE_KINDS,
  terminationKind,
  WARNING_DEFINITIONS,
  type DismissalOrigin,
  type NoticeKind,
  type WarningDefinition,
} from './termination';

// DESLIGAMENTO ('Dados do desligamento', 002 §2.7 tab 1, §3 'Dismissal details', §4.5, §5.8): every field
// required; the warning definition (CLT art. 488) only for a notice the company gives without just cause and the
// person works (anything else clears it); the resignation after the admission. An experience contract (its dates
// are the person's hiring data, set by the API like the admission date) asks whether the contract provides its
// extension and has art. 481's clause (./experience-contract.ts); past its end, the experience is cleared. The departure date and the company-time increase are the law's (./notice.ts): the
// schema works them out, so the form shows and the API stores the same values.

/** The reason select holds the spec's placeholders (002 §5.8). */
export const DISMISSAL_REASONS = ['Motivo 1', 'Motivo 2'] as const;
export type DismissalReason = (typeof DISMISSAL_REASONS)[number];

/** Ours: the spec names the fields only. */
export const SHUT_DOWN_FIELD_LABEL = {
  justCause: 'Justa causa',
  dismissalOrigin: 'Origem do desligamento',
  notice: 'Aviso prévio',
  warningDefinitions: 'Redução do aviso (CLT art. 488)',
  increasedCompanyTime: 'Acréscimo por tempo de empresa (Lei 12.506/2011)',
  admissionDate: 'Data de admissão',
  resignationDate: 'Data de demissão',
  departureDate: 'Data da saída',
  noticeEndDate: 'Fim do aviso',
  projectedNoticeEndDate: 'Fim projetado do aviso indenizado',
  reason: 'Motivo',
  observations: 'Observações',
  experienceExtended: 'O contrato de experiência já prevê a prorrogação',
  experienceReciprocalClause: 'Cláusula de rescisão antecipada recíproca (CLT art. 481)',
} as const;

export const OBSERVATIONS_MAX = 1000;
export const JUSTIFICATION_MAX = 2000;

const DATE_TEXTS = { missing: MSG.required, invalid: DISMISSAL_MSG.invalidDate };

/** The experience contract: dates from the hiring data; the answers null until given. */
const experienceObject = z.object({
  endOfFirstPeriod: dayField(DATE_TEXTS),
  endOfSecondPeriod: dayField(DATE_TEXTS),
  extended: z.nullable(z.boolean({ error: MSG.required })),
  reciprocalClause: z.nullable(z.boolean({ error: MSG.required })),
});
type ExperienceAnswers = z.infer<typeof experienceObject>;

/** The experience in force on the resignation date, with its extension settled once the first term has passed. */
function experienceOn(experience: ExperienceAnswers | null | undefined, resignationDate: string): ExperienceAnswers | null {
  if (!experience || !inExperience(experience as ExperienceContract, resignationDate)) return null;
  return resignationDate > experience.endOfFirstPeriod ? { ...experience, extended: true } : experience;
}

const shutDownDataObject = z
  .object(
    {
      justCause: z.boolean({ error: MSG.required }),
      dismissalOrigin: z.enum(DISMISSAL_ORIGINS, { error: MSG.required }),
      notice: z.enum(NOTICE_KINDS, { error: MSG.required }),
      warningDefinitions: z.nullish(z.enum(WARNING_DEFINITIONS, { error: MSG.required })),
      /** Sent by the form, replaced by the law's answer (./notice.ts): the company dismisses. */
      increasedCompanyTime: z.boolean({ error: MSG.required }),
      admissionDate: dayField(DATE_TEXTS),
      resignationDate: dayField(DATE_TEXTS),
      /** Worked out from the notice; what is sent is replaced. */
      departureDate: optionalDayField({ invalid: DISMISSAL_MSG.invalidDate }),
      reason: z.enum(DISMISSAL_REASONS, { error: MSG.required }),
      observations: requiredText(MSG.required, OBSERVATIONS_MAX),
      /** Ours: required when a stability condition was recorded in the process (./stability.ts); checked by the API. */
      stabilityJustification: z.nullish(z.string({ error: MSG.required }).check(z.trim(), firstFailing(atMost(JUSTIFICATION_MAX)))),
      experience: z.nullish(experienceObject),
    },
    { error: MSG.required },
  )
  .check(
    z.overwrite((data) => {
      const experience = experienceOn(data.experience, data.resignationDate);
      return {
        ...data,
        experience,
        // 002 §4.5: choosing an indemnified notice clears warningDefinitions; so does a notice art. 488 does not shorten.
        warningDefinitions: reductionAsked({ ...data, experience }) ? (data.warningDefinitions ?? null) : null,
        increasedCompanyTime: endedByCompany(terminationKind(data)),
        stabilityJustification: data.stabilityJustification || null,
      };
    }),
    z.refine((data) => !reductionAsked(data) || Boolean(data.warningDefinitions), {
      error: MSG.required,
      path: ['warningDefinitions'],
      when: whenValid('notice', 'warningDefinitions', 'justCause', 'dismissalOrigin'),
    }),
    z.refine((data) => experienceOn(data.experience, data.resignationDate)?.extended !== null, {
      error: MSG.required,
      path: ['experience', 'extended'],
      when: whenValid('experience.extended', 'experience.endOfFirstPeriod', 'experience.endOfSecondPeriod', 'resignationDate'),
    }),
    z.refine((data) => experienceOn(data.experience, data.resignationDate)?.reciprocalClause !== null, {
      error: MSG.required,
      path: ['experience', 'reciprocalClause'],
      when: whenValid('experience.reciprocalClause', 'experience.endOfFirstPeriod', 'experience.endOfSecondPeriod', 'resignationDate'),
    }),
    z.refine((data) => data.resignationDate > data.admissionDate, {
      error: DISMISSAL_MSG.resignationAfterAdmission,
      path: ['resignationDate'],
      when: whenValid('admissionDate', 'resignationDate'),
    }),
    z.overwrite((data) => {
      const notice = computeNotice({ ...data, warningDefinitions: data.warningDefinitions ?? null, experience: answered(data.experience) });
      return { ...data, departureDate: notice?.departureDate ?? data.departureDate ?? '' };
    }),
  );

/** The stored dismissal data: the schema's output, every field filled by the overwrites above. */
export interface ShutDownData {
  justCause: boolean;
  dismissalOrigin: DismissalOrigin;
  notice: NoticeKind;
  warningDefinitions: WarningDefinition | null;
  increasedCompanyTime: boolean;
  admissionDate: string;
  resignationDate: string;
  departureDate: string;
  reason: DismissalReason;
  observations: string;
  stabilityJustification: string | null;
  /** The experience contract on the resignation date; null (or absent, saved before it was asked) when open-ended by then. */
  experience?: ExperienceContract | null;
}

const answered = (experience: ExperienceAnswers | null | undefined): ExperienceContract | null =>
  experience ? { ...experience, extended: experience.extended ?? false, reciprocalClause: experience.reciprocalClause ?? false } : null;

type ReductionFacts = Pick<ShutDownData, 'notice' | 'justCause' | 'dismissalOrigin' | 'admissionDate' | 'resignationDate'> & {
  experience?: ExperienceAnswers | null;
};

/**
 * The form asks how the notice is shortened (CLT art. 488): a worked notice the company gives without just cause
 * (not an experience contract ended without notice).
 */
export function reductionAsked(data: ReductionFacts): boolean {
  if (data.notice !== 'complyNotice' || !noticeReductionApplies(terminationKind(data))) return false;
  const notice = computeNotice({ ...data, warningDefinitions: null, experience: answered(data.experience) });
  return notice === null || notice.noticeDays > 0;
}

/** The DESLIGAMENTO form's schema; its output is ShutDownData (the overwrites settle the optional fields). */
export const shutDownDataSchema = shutDownDataObject as unknown as z.ZodMiniType<ShutDownData, z.input<typeof shutDownDataObject>>;

/** Body of PUT /api/users/dismissal-details/{userId} for the DESLIGAMENTO tab. */
export const shutDownBodySchema = z.object({ shutDownData: shutDownDataSchema });
