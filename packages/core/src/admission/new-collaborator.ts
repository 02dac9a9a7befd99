import * as z from 'zod/mini';
import { MSG } from '../messages';
import { MAX_MONEY_CENTAVOS } from '../money';
import { requiredString } from '../fields';
import { HIRING_REGIMES } from './hiring-regime';
import { isCalendarDay } from '../ground/calendar-day';
import { calendarDayField, FIELD_MSG, lettersOnlyName } from './form-fields';
import { ADMISSION_RULE_MSG, isLimitDateBeforeAdmission } from './rules';

// Spec 001 §2 'New-collaborator form', §5 'New collaborator', §7 'POST users/employee', §8.
// The form schema (what Formik validates) and the POST body schema are built from the same field
// definitions below; only the allowance flags (hasVt/hasVa/hasVr) and `company` differ.

export const NEW_COLLABORATOR_MSG = {
  title: 'ADICIONAR NOVO COLABORADOR',
  /** Ours: the route is open to every role (000 §2.2), registering people is HR's. */
  hrOnly: 'Somente o RH e os administradores da empresa cadastram novos colaboradores. Se você precisa de um cadastro, fale com o RH.',
  required: MSG.required,
  lettersOnly: FIELD_MSG.lettersOnly,
  invalidEmail: 'E-mail inválido',
  invalidPhone: 'Telefone inválido',
  invalidValue: 'Valor invalido',
  invalidDate: FIELD_MSG.invalidDate,
  invalidDateFormat: FIELD_MSG.invalidDateFormat,
  limitBeforeAdmission: ADMISSION_RULE_MSG.limitBeforeAdmission,
  created: 'Colaborador cadastrado!',
  createFailed: 'Não foi possível cadastrar o colaborador',
  invitesSent: 'Convites enviados com sucesso',
  importFailed: MSG.importFailure,
  onlyXlsx: 'Apenas arquivos .xlsx são aceitos',
} as const;

/** Texts of the admissions list and its actions (spec 001 §2 'Admissions list', §8). */
export const ADMISSION_LIST_MSG = {
  title: 'Admissões',
  empty: 'Nenhum colaborador encontrado!',
  fetchFailed: 'Não foi possível buscar os colaboradores',
  removeFailed: 'Falha ao remover usuários',
  removed: MSG.operationSuccess,
  dateChanged: 'Data alterada com sucesso!',
  dateChangeFailed: 'Não foi possível alterar a data.',
  passwordReset: 'Senha resetada com sucesso',
  passwordResetFailed: 'Não foi possível resetar a senha.',
  resetEmailRequired: 'Email obrigatório',
  inviteExpired: 'Expirado',
  inviteSent: 'Enviado',
  inviteOpened: 'Aberto',
} as const;

/** Texts of the candidate's invite sign-in (spec 000 §4 'Invite sign-in', 001 §5 'Candidate login'). */
export const INVITE_MSG = {
  title: 'PROCESSO DE ADMISSÃO',
  admissionConcluded: 'Processo de admissão já finalizado',
  passwordRequired: 'Senha incorreta',
} as const;

/** Invite state shown in the admissions list (spec 001 §2): Expirado when disabled, Enviado at 0 %, else Aberto. */
export function inviteStateLabel(row: { disabled: boolean; percentageFilled: number }): string {
  if (row.disabled) return ADMISSION_LIST_MSG.inviteExpired;
  return row.percentageFilled === 0 ? ADMISSION_LIST_MSG.inviteSent : ADMISSION_LIST_MSG.inviteOpened;
}

/** Re-exported beside the schema; the day rules themselves are in ./rules.ts and ./calendar-day.ts. */
export { isCalendarDay };

/**
 * zod's own e-mail pattern (z.regexes.email), written here: reading `z.regexes` puts every zod pattern
 * (~6.5 KB) into each Lambda bundle.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Digits of a phone typed with or without the mask: '(11) 98765-4321' → '11987654321'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// No `abort` on these checks: an aborting issue would also silence the cross-field rules below, and the
// form should show every message at once. Format checks pass on blank so a blank field shows one message.

function blankOr(test: (value: string) => boolean) {
  return (value: string) => value === '' || test(value);
}

function amountField() {
  return z.int({ error: NEW_COLLABORATOR_MSG.invalidValue }).check(
    z.minimum(0, NEW_COLLABORATOR_MSG.invalidValue),
    z.maximum(MAX_MONEY_CENTAVOS, NEW_COLLABORATOR_MSG.invalidValue),
  );
}

/** The fields the form and the body share (money in integer centavos, days as 'yyyy-MM-dd'). */
export const NEW_COLLABORATOR_FIELDS = {
  fullName: lettersOnlyName(MSG.required, 120),
  email: requiredString(MSG.required, 254, [(value) => EMAIL_PATTERN.test(value), NEW_COLLABORATOR_MSG.invalidEmail]).check(
    z.toLowerCase(),
  ),
  phone: z.string({ error: MSG.required }).check(
    z.overwrite(phoneDigits),
    z.minLength(1, MSG.required),
    z.refine(blankOr((digits) => digits.length >= 10 && digits.length <= 13), NEW_COLLABORATOR_MSG.invalidPhone),
  ),
  jobRole: requiredString(MSG.required),
  department: requiredString(MSG.required),
  admissionDate: calendarDayField(),
  limitDate: calendarDayField(),
} as const;

export const HIRING_OFFER_FIELDS = {
  regime: z.enum(HIRING_REGIMES, { error: MSG.required }),
  hasStandardSalary: z.boolean({ error: MSG.required }),
  salary: amountField(),
  vt: amountField(),
  va: amountField(),
  vr: amountField(),
} as const;

/** Each allowance flag (hasVt, hasVa, hasVr) and the amount it gates. */
export const ALLOWANCES = [
  ['hasVt', 'vt'],
  ['hasVa', 'va'],
  ['hasVr', 'vr'],
] as const;
export type AllowanceFlag = (typeof ALLOWANCES)[number][0];
export type AllowanceAmount = (typeof ALLOWANCES)[number][1];

type Payload = z.core.ParsePayload;

/**
 * Runs a cross-field rule only once the object and the fields it reads parsed cleanly (no issue on them or
 * on a parent), so the form shows every message at once and the rule never reads a missing value.
 */
function whenFieldsValid(...paths: string[]) {
  return (payload: Payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const at = issue.path?.map(String).join('.') ?? '';
      return at === '' || paths.some((path) => path === at || path.startsWith(`${at}.`));
    });
}

/** Salary non-zero unless the job role's standard salary is used (the server copies it then). */
export const standardSalaryCheck = z.refine<{ hasStandardSalary: boolean; salary: number }>(
  (offer) => offer.hasStandardSalary || offer.salary > 0,
  { error: NEW_COLLABORATOR_MSG.invalidValue, path: ['salary'], when: whenFieldsValid('hasStandardSalary', 'salary') },
);

/**
 * 001 §5: an allowance answered yes needs a non-zero amount ('Valor invalido'). The flags sit on the checked
 * object; `amountPath` says where each amount sits (nested on the new-collaborator form, beside them elsewhere).
 */
export function allowanceChecks<T extends Record<AllowanceFlag, boolean>>(
  amountOf: (value: T, amount: AllowanceAmount) => number,
  amountPath: (amount: AllowanceAmount) => string[],
) {
  return ALLOWANCES.map(([flag, amount]) =>
    z.refine<T>((value) => !value[flag] || amountOf(value, amount) > 0, {
      error: NEW_COLLABORATOR_MSG.invalidValue,
      path: amountPath(amount),
      when: whenFieldsValid(flag, amountPath(amount).join('.')),
    }),
  );
}

/** Allowances answered 'no' are worth 0, whatever was typed before the answer changed. */
export function offeredAllowances(
  flags: Record<AllowanceFlag, boolean>,
  amounts: Record<AllowanceAmount, number>,
): Record<AllowanceAmount, number> {
  return { vt: flags.hasVt ? amounts.vt : 0, va: flags.hasVa ? amounts.va : 0, vr: flags.hasVr ? amounts.vr : 0 };
}

const limitDateCheck = z.refine<{ admissionDate: string; limitDate: string }>(
  (value) => !isLimitDateBeforeAdmission(value.admissionDate, value.limitDate),
  {
    error: NEW_COLLABORATOR_MSG.limitBeforeAdmission,
    path: ['limitDate'],
    when: whenFieldsValid('admissionDate', 'limitDate'),
  },
);

function formSchema() {
  return z
    .object({
      ...NEW_COLLABORATOR_FIELDS,
      hasVt: z.boolean({ error: MSG.required }),
      hasVa: z.boolean({ error: MSG.required }),
      hasVr: z.boolean({ error: MSG.required }),
      hiringData: z.object(HIRING_OFFER_FIELDS, { error: MSG.required }).check(standardSalaryCheck),
    })
    .check(
      limitDateCheck,
      ...allowanceChecks<Record<AllowanceFlag, boolean> & { hiringData: Record<AllowanceAmount, number> }>(
        (form, amount) => form.hiringData[amount],
        (amount) => ['hiringData', amount],
      ),
    );
}

/** The form of /home/admissions/new-colaborator (Formik values; flags start null until answered). */
// Built in a pure call: bundles that only validate the body (the Lambdas) leave the form schema out.
export const newCollaboratorFormSchema = /* @__PURE__ */ formSchema();
export type NewCollaboratorForm = z.infer<typeof newCollaboratorFormSchema>;

/** Body of POST /api/users/employee (001 §7): no allowance flags (0 means 'no'); carries the company. */
export const newCollaboratorBodySchema = z
  .object({
    ...NEW_COLLABORATOR_FIELDS,
    hiringData: z.object(HIRING_OFFER_FIELDS, { error: MSG.required }).check(standardSalaryCheck),
    company: requiredString(MSG.required),
  })
  .check(limitDateCheck);
export type NewCollaboratorBody = z.infer<typeof newCollaboratorBodySchema>;

/** What the form sends: allowances answered 'no' go as 0; the flags stay in the form. */
export function toNewCollaboratorBody(form: NewCollaboratorForm, company: string): NewCollaboratorBody {
  const { hasVt, hasVa, hasVr, hiringData, ...person } = form;
  return { ...person, company, hiringData: { ...hiringData, ...offeredAllowances({ hasVt, hasVa, hasVr }, hiringData) } };
}

/** The form's starting values (flags unanswered, amounts 0). */
export const NEW_COLLABORATOR_INITIAL_VALUES = {
  fullName: '',
  email: '',
  phone: '',
  jobRole: '',
  department: '',
  hasVt: null,
  hasVa: null,
  hasVr: null,
  hiringData: { regime: null, hasStandardSalary: null, salary: 0, vt: 0, va: 0, vr: 0 },
  admissionDate: '',
  limitDate: '',
} as const;
