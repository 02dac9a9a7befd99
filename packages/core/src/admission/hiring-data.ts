import * as z from 'zod/mini';
import { PLACE_NAME_MAX } from '../company/employer';
import { MSG } from '../messages';
import { additionalSchema, NO_ADDITIONALS } from './additionals';
import { EXPERIENCE_PERIODS, matchesExperiencePeriod, type ExperienceDates } from './experience-period';
import { requiredString, whenValid } from '../fields';
import { calendarDayField } from './form-fields';
import { HIRING_OFFER_FIELDS, NEW_COLLABORATOR_MSG } from './new-collaborator';

// The DADOS CONTRATAÇÃO tab HR fills before activation (spec 001 §2 'Hiring-data tab', §3 hiringData,
// §4 'Experience period', §5 'Hiring data (tab)', §8).
export const HIRING_DATA_MSG = {
  prompt: 'Antes de ativar o colaborador, por favor informe os dados de contratação abaixo',
  standardSalary: 'Padrão ao cargo',
  saved: 'Dados salvos com sucesso.',
  saveFailed: 'Não foi possível salvar os dados.',
  periodMismatch: 'As datas não correspondem ao período de experiência escolhido.',
  /** Ours: the data can be corrected until activation. */
  edit: 'ALTERAR DADOS',
  cancelEdit: 'CANCELAR',
} as const;

const offerFields = {
  hasStandardSalary: HIRING_OFFER_FIELDS.hasStandardSalary,
  salary: HIRING_OFFER_FIELDS.salary,
  vt: HIRING_OFFER_FIELDS.vt,
  va: HIRING_OFFER_FIELDS.va,
  vr: HIRING_OFFER_FIELDS.vr,
  /** Id of one of the company's workdays (journeys). */
  workday: requiredString(),
  /**
   * The name of one of the company's places of work (company/employer.ts personPlaceOfWork), which the receipt
   * prints (Portaria 671 art. 79 IV); the server refuses a name the company does not list. Absent: the first place.
   */
  placeOfWork: z.optional(requiredString(MSG.required, PLACE_NAME_MAX)),
  additional: z._default(additionalSchema, NO_ADDITIONALS),
};

/** Salary non-zero unless the job role's standard salary is used (001 §5, as on the new-collaborator form). */
const salaryCheck = z.refine<{ hasStandardSalary: boolean; salary: number }>(
  (hiring) => hiring.hasStandardSalary || hiring.salary > 0,
  { error: NEW_COLLABORATOR_MSG.invalidValue, path: ['salary'], when: whenValid('hasStandardSalary', 'salary') },
);

/** CLT: the experience period and its four dates (001 §4), which must be the chain the period gives. */
const cltHiringDataSchema = z
  .object({
    regime: z.literal('CLT'),
    ...offerFields,
    experiencePeriod: z.enum(EXPERIENCE_PERIODS, { error: MSG.required }),
    beginningOfFirstPeriod: calendarDayField(),
    endOfFirstPeriod: calendarDayField(),
    startOfSecondPeriod: calendarDayField(),
    endOfSecondPeriod: calendarDayField(),
  })
  .check(
    salaryCheck,
    z.refine<ExperienceDates>(matchesExperiencePeriod, {
      error: HIRING_DATA_MSG.periodMismatch,
      path: ['experiencePeriod'],
      when: whenValid(
        'experiencePeriod',
        'beginningOfFirstPeriod',
        'endOfFirstPeriod',
        'startOfSecondPeriod',
        'endOfSecondPeriod',
      ),
    }),
  );

/** PJ: no experience period (any period fields sent are dropped). */
const pjHiringDataSchema = z.object({ regime: z.literal('PJ'), ...offerFields }).check(salaryCheck);

/**
 * Body of PUT /api/users/step/hiring-data/{userId} and of PUT /api/users/{userId} {hiringData}: money in
 * centavos, days 'yyyy-MM-dd'. The API also checks beginningOfFirstPeriod is the admission date.
 */
export const hiringDataSchema = z.discriminatedUnion('regime', [cltHiringDataSchema, pjHiringDataSchema], {
  error: MSG.required,
});
export type HiringData = z.infer<typeof hiringDataSchema>;

/** Only CLT collaborators have an experience period (the select is hidden for PJ). */
export function hasExperiencePeriod(regime: string | null | undefined): boolean {
  return regime === 'CLT';
}
