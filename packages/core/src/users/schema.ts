import * as z from 'zod/mini';
import { calendarDayField } from '../admission/form-fields';
import { limitDateRules, type TodayReader } from '../admission/rules';
import { ADMISSION_LIST_MSG, EMAIL_PATTERN, NEW_COLLABORATOR_MSG } from '../admission/new-collaborator';
import { requiredString } from '../fields';
import { MSG } from '../messages';
import { paginateQuery } from '../paging';
import { activeListQuerySchema } from '../people/active-list';
import { dismissalListQuerySchema } from '../dismissal/list';

// Requests of the users resource beyond creation (spec 001 §7): the admissions list, delete selected,
// the limit-date change and the invite resend (reset password).

/** Fill-percentage filter options of the admissions list (001 §9). */
export const PERCENTAGE_FILTERS = [20, 40, 60, 80, 100] as const;

export const ADMISSION_ORDER_BY = ['fullName', 'admissionDate', 'limitDate', 'email', 'percentageFilled'] as const;
export type AdmissionOrderBy = (typeof ADMISSION_ORDER_BY)[number];

export const admissionListQuerySchema = z.extend(paginateQuery(ADMISSION_ORDER_BY, 'fullName'), {
  status: z._default(z.literal('ADMISSION'), 'ADMISSION'),
  /** Query strings are text: '' (no filter) or one of PERCENTAGE_FILTERS. */
  percentageFilled: z._default(z.enum(['', ...PERCENTAGE_FILTERS.map(String)] as [string, ...string[]]), ''),
});
export type AdmissionListQuery = z.infer<typeof admissionListQuerySchema>;

/**
 * The route's one query schema: each list with its own columns and filters, chosen by `status` of GET
 * /api/users/company/{companyId}: ADMISSION = people in the admission process (the default), ACTIVE = the company's
 * active collaborators (people/active-list.ts), DISMISSAL = those in or through the dismissal process (dismissal/list.ts).
 */
export const userListQuerySchema = z.discriminatedUnion('status', [
  admissionListQuerySchema,
  activeListQuerySchema,
  dismissalListQuerySchema,
]);

/**
 * Rows one people import accepts: each row hashes a first password with scrypt (~0.3–0.5 s on Lambda) and
 * sends an e-mail, and the call must end within API Gateway's 30 s.
 */
export const PEOPLE_IMPORT_MAX_ROWS = 30;

export const DELETE_USERS_MAX = 100;

/** DELETE /api/users body. */
export const deleteUsersSchema = z.object({
  usersId: z
    .array(z.string().check(z.trim(), z.minLength(1)), { error: 'Selecione ao menos um colaborador.' })
    .check(
      z.minLength(1, 'Selecione ao menos um colaborador.'),
      z.maxLength(DELETE_USERS_MAX, `Selecione no máximo ${DELETE_USERS_MAX} colaboradores por vez.`),
    ),
});

/** PUT /api/users/{id} with {limitDate, disabled:false}: a new fill deadline re-enables an expired invite. */
export const limitDateUpdateSchema = z.object({
  limitDate: calendarDayField(),
  disabled: z.optional(z.literal(false)),
});

/** The expired-invite dialog: the same body, and the deadline rules the server applies against `admissionDate`. */
export function limitDateChangeSchema(admissionDate: string, today: TodayReader) {
  return limitDateUpdateSchema.check(limitDateRules(admissionDate, today));
}

/** PUT /api/users/reset-password {email, userId}: a new first password, e-mailed to `email`. */
export const resetPasswordSchema = z.object({
  email: requiredString(ADMISSION_LIST_MSG.resetEmailRequired, 254, [
    (value) => EMAIL_PATTERN.test(value),
    NEW_COLLABORATOR_MSG.invalidEmail,
  ]).check(z.toLowerCase()),
  userId: requiredString(MSG.required),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;
