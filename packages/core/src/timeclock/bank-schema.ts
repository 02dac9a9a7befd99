import * as z from 'zod/mini';
import { addCalendarDays } from '../ground/calendar-day';
import { dayField } from '../admission/form-fields';
import { dayRangeMessage, isDayInRange } from '../date-range';
import { requiredText } from '../fields';
import { MSG } from '../messages';
import { MAX_MONEY_CENTAVOS } from '../money';
import { negativeBankWarning } from './bank-balance';
import { BANK_MSG } from './bank-messages';
import { BANK_PAYMENT_KINDS, type BankPaymentKind } from './hours-bank';
import { compensatedMinutes, MAX_COMPENSATED_MINUTES } from './request-schema';

// The 'BANCO DE HORAS' dialog (spec 002 §2.3, §4.4, §5.5) and the two calls it makes (§7.2): the form and the
// handlers build their checks from the same fields below. Rules that read today take it as an argument: the form
// passes the browser's day, the handlers the server clock's (functions/src/lib/clock.ts).

/**
 * The hours to compensate or pay, 'HH:MM' (hours may pass 24): empty → 'Campo obrigatório'; blanks, only zeros and
 * colons, not HH:MM → 'Valor inválido'. Read with the request dialog's own rule (§5.2 says the same as §5.5).
 */
function bankHoursField() {
  return z.string({ error: MSG.required }).check(
    z.refine((text) => text.trim().length > 0, MSG.required),
    z.refine((text) => text.trim().length === 0 || compensatedMinutes(text) !== null, BANK_MSG.invalidHours),
  );
}

/** A compensation gives one day off: at most a whole day's hours (issue 20: 999:59 was taken). */
const compensationHoursField = () =>
  bankHoursField().check(z.refine((text) => (compensatedMinutes(text) ?? 0) <= MAX_COMPENSATED_MINUTES, BANK_MSG.compensationTooLong));

const dayTexts = { missing: MSG.required, invalid: BANK_MSG.invalidDate };

/** A day of the time clock's range (date-range.ts). */
const IN_RANGE: [(day: string) => boolean, string] = [(day) => isDayInRange(day, 'timeClock'), dayRangeMessage('timeClock')];

/** §5.5 and §9: a compensation day is tomorrow or later. */
const compensationDateField = (today: string) =>
  dayField(dayTexts, [(day) => day >= addCalendarDays(today, 1), BANK_MSG.notBeforeTomorrow], IN_RANGE);

const paymentDateField = () => dayField(dayTexts, IN_RANGE);

/** Integer centavos, not zero, within the product's money cap ('Valor invalido'); absent → 'Campo obrigatório'. */
const paidValueField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : BANK_MSG.invalidValue) })
    .check(z.int(BANK_MSG.invalidValue), z.minimum(1, BANK_MSG.invalidValue), z.maximum(MAX_MONEY_CENTAVOS, BANK_MSG.invalidValue));

const justificationField = () => requiredText(MSG.required, 500);

/** HR confirmed taking hours the bank does not have (bank-balance.ts); absent is false. */
const allowNegativeField = () => z.optional(z.boolean());

/**
 * PUT /api/point-solicitation/approve/{id}: no body, or HR's confirmation that approving a 'Compensação de horas'
 * leaves the bank negative (the server refuses it until then, 409 bankWouldGoNegative); other reasons ignore it.
 */
export const approveRequestBodySchema = z.optional(z.object({ allowNegative: allowNegativeField() }));
export type ApproveRequestBody = z.output<typeof approveRequestBodySchema>;

/**
 * The box HR ticks when an approval was refused for leaving the bank negative, with the BANCO DE HORAS dialog's
 * wording; its output is the approval's body that confirms it.
 */
export const confirmNegativeBankSchema = z.object({ allowNegative: z.literal(true, BANK_MSG.confirmNegative) });

/** POST /api/comp-time/compensate-hours/{id}: totalMinutesCompensated in minutes (the form's HH:MM). */
export const compensateHoursBodySchema = (today: string) =>
  z.object({
    justification: justificationField(),
    compensationDate: compensationDateField(today),
    totalMinutesCompensated: z
      .int({ error: BANK_MSG.invalidHours })
      .check(z.minimum(1, BANK_MSG.invalidHours), z.maximum(MAX_COMPENSATED_MINUTES, BANK_MSG.compensationTooLong)),
    allowNegative: allowNegativeField(),
  });
export type CompensateHoursBody = z.output<ReturnType<typeof compensateHoursBodySchema>>;

/** POST /api/comp-time/money-payment/{id}: hoursPaid 'HH:MM', paidValue in integer centavos. */
export const payHoursBodySchema = z.object({
  justification: justificationField(),
  hoursPaid: bankHoursField(),
  paymentDate: paymentDateField(),
  paidValue: paidValueField(),
  allowNegative: allowNegativeField(),
});
export type PayHoursBody = z.output<typeof payHoursBodySchema>;

/** GET /api/comp-time/workTimeByDay/{userId}?date=yyyy-MM-dd (§7.1, §7.2). */
export const workTimeQuerySchema = z.object({ date: dayField(dayTexts, IN_RANGE) });

/** What the dialog holds: the fields of both types; only the chosen type's are checked and sent. */
export interface BankFormValues {
  type: BankPaymentKind | '';
  justification: string;
  compensationDate: string;
  paymentDate: string;
  /** 'HH:MM': the hours to compensate or to pay. */
  hours: string;
  /** Integer centavos; null while empty, NaN while what is typed is not money (web MoneyField). */
  paidValue: number | null;
  /** HR confirmed that the bank will go negative (bank-balance.ts). */
  allowNegative: boolean;
}

export const EMPTY_BANK_FORM: BankFormValues = {
  type: '',
  justification: '',
  compensationDate: '',
  paymentDate: '',
  hours: '',
  paidValue: null,
  allowNegative: false,
};

/** The fields each type adds to the dialog, with their rules. */
const typeFields = (today: string) => ({
  COMPENSATION_PAYMENT: z.object({ compensationDate: compensationDateField(today), hours: compensationHoursField() }),
  MONEY_PAYMENT: z.object({ paymentDate: paymentDateField(), hours: bankHoursField(), paidValue: paidValueField() }),
});

/** The hours would leave the bank negative and HR has not confirmed it. */
function unconfirmedNegative(values: Partial<BankFormValues>, balance: number | null): boolean {
  const minutes = typeof values.hours === 'string' ? compensatedMinutes(values.hours) : null;
  return balance !== null && minutes !== null && negativeBankWarning(balance, minutes) !== null && values.allowNegative !== true;
}

/**
 * The dialog's schema (§5.5): type and justification, then the chosen type's fields, every message at once. Its
 * output is the call to make. Given the person's `balance` (minutes), hours that leave the bank negative need
 * allowNegative ticked (issue 20 §4).
 */
export function bankFormSchema(today: string, balance: number | null = null) {
  const byType = typeFields(today);
  const checked = z.looseObject({ type: z.enum(BANK_PAYMENT_KINDS, { error: MSG.required }), justification: justificationField() }).check(
    z.check(
      (payload) => {
        // Runs even when the type or the justification is missing; the type's fields once it is chosen.
        const type = (payload.value as { type?: unknown }).type;
        if (type !== 'COMPENSATION_PAYMENT' && type !== 'MONEY_PAYMENT') return;
        const result = byType[type].safeParse(payload.value);
        for (const issue of result.success ? [] : result.error.issues) {
          payload.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: payload.value, continue: true });
        }
        if (unconfirmedNegative(payload.value as Partial<BankFormValues>, balance)) {
          payload.issues.push({ code: 'custom', message: BANK_MSG.confirmNegative, path: ['allowNegative'], input: payload.value, continue: true });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
  return z.pipe(checked, z.transform((values) => bankRequest(values as unknown as BankFormValues)));
}

/** The call a valid dialog makes. */
export type BankRequest =
  | { kind: 'COMPENSATION_PAYMENT'; body: CompensateHoursBody }
  | { kind: 'MONEY_PAYMENT'; body: PayHoursBody };

/** The body of the chosen type's call, from values the dialog's schema accepted (justification trimmed and composed). */
function bankRequest(values: BankFormValues): BankRequest {
  const { justification, allowNegative } = values;
  if (values.type === 'COMPENSATION_PAYMENT') {
    return {
      kind: 'COMPENSATION_PAYMENT',
      body: { justification, compensationDate: values.compensationDate, totalMinutesCompensated: compensatedMinutes(values.hours) ?? 0, allowNegative },
    };
  }
  return {
    kind: 'MONEY_PAYMENT',
    body: { justification, hoursPaid: values.hours.trim(), paymentDate: values.paymentDate, paidValue: values.paidValue ?? 0, allowNegative },
  };
}
