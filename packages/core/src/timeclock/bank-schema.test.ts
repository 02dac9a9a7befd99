import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { BANK_MSG } from './bank-messages';
import {
  approveRequestBodySchema,
  bankFormSchema,
  compensateHoursBodySchema,
  confirmNegativeBankSchema,
  EMPTY_BANK_FORM,
  payHoursBodySchema,
  type BankFormValues,
} from './bank-schema';

const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';

/** The form's messages by field, as Formik shows them. */
function formErrors(values: Partial<BankFormValues>, balance: number | null = null): Record<string, string> {
  const result = bankFormSchema(TODAY, balance).safeParse({ ...EMPTY_BANK_FORM, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const compensation: Partial<BankFormValues> = {
  type: 'COMPENSATION_PAYMENT',
  justification: 'Folga acordada',
  compensationDate: TOMORROW,
  hours: '08:00',
};
const payment: Partial<BankFormValues> = {
  type: 'MONEY_PAYMENT',
  justification: 'Pagamento na folha de novembro',
  paymentDate: '2026-11-30',
  hours: '10:30',
  paidValue: 123456,
};

describe("the 'BANCO DE HORAS' dialog (§5.5)", () => {
  it('needs the type and the justification: Campo obrigatório on both at once', () => {
    expect(formErrors({})).toEqual({ type: MSG.required, justification: MSG.required });
    expect(formErrors({ type: 'COMPENSATION_PAYMENT', justification: '   ' })).toMatchObject({ justification: MSG.required });
  });

  it('accepts a complete compensation and a complete payment', () => {
    expect(formErrors(compensation)).toEqual({});
    expect(formErrors(payment)).toEqual({});
  });

  it('compensate: the date is required, valid and no earlier than tomorrow', () => {
    expect(formErrors({ ...compensation, compensationDate: '' })).toEqual({ compensationDate: MSG.required });
    expect(formErrors({ ...compensation, compensationDate: 'data-incompleta' })).toEqual({ compensationDate: BANK_MSG.invalidDate });
    expect(formErrors({ ...compensation, compensationDate: '2026-02-30' })).toEqual({ compensationDate: BANK_MSG.invalidDate });
    expect(formErrors({ ...compensation, compensationDate: TODAY })).toEqual({ compensationDate: BANK_MSG.notBeforeTomorrow });
    expect(formErrors({ ...compensation, compensationDate: '2026-11-01' })).toEqual({ compensationDate: BANK_MSG.notBeforeTomorrow });
  });

  it('compensate: the hours are required, with no blanks and not only zeros and colons; at most a whole day', () => {
    expect(formErrors({ ...compensation, hours: '' })).toEqual({ hours: MSG.required });
    for (const hours of ['00:00', '0:00', '__:__', '0_:__', '08:60', '8', '08:0', 'ab:cd', '-01:00']) {
      expect(formErrors({ ...compensation, hours }), hours).toEqual({ hours: BANK_MSG.invalidHours });
    }
    expect(formErrors({ ...compensation, hours: '24:00' })).toEqual({});
    for (const hours of ['24:01', '120:30', '999:59']) {
      expect(formErrors({ ...compensation, hours }), hours).toEqual({ hours: BANK_MSG.compensationTooLong });
    }
  });

  it('pay: the payment date is required and valid (any day: a payment may be recorded after it was made)', () => {
    expect(formErrors({ ...payment, paymentDate: '' })).toEqual({ paymentDate: MSG.required });
    expect(formErrors({ ...payment, paymentDate: 'data-incompleta' })).toEqual({ paymentDate: BANK_MSG.invalidDate });
    expect(formErrors({ ...payment, paymentDate: '2026-10-01' })).toEqual({});
  });

  it("pay: the paid value is required and non-zero ('Valor invalido'), the hours follow the HH:MM rules", () => {
    expect(formErrors({ ...payment, paidValue: null })).toEqual({ paidValue: MSG.required });
    expect(formErrors({ ...payment, paidValue: 0 })).toEqual({ paidValue: BANK_MSG.invalidValue });
    expect(formErrors({ ...payment, paidValue: Number.NaN })).toEqual({ paidValue: BANK_MSG.invalidValue });
    expect(formErrors({ ...payment, paidValue: 100_000_001 })).toEqual({ paidValue: BANK_MSG.invalidValue });
    expect(formErrors({ ...payment, hours: '00:00' })).toEqual({ hours: BANK_MSG.invalidHours });
    expect(formErrors({ ...payment, hours: '' })).toEqual({ hours: MSG.required });
  });

  it("checks only the chosen type's fields", () => {
    expect(formErrors({ ...compensation, paymentDate: 'x', paidValue: Number.NaN })).toEqual({});
    expect(formErrors({ ...payment, compensationDate: '2020-01-01' })).toEqual({});
  });

  it('gives the body of the chosen call', () => {
    expect(bankFormSchema(TODAY).parse({ ...EMPTY_BANK_FORM, ...compensation })).toEqual({
      kind: 'COMPENSATION_PAYMENT',
      body: { justification: 'Folga acordada', compensationDate: TOMORROW, totalMinutesCompensated: 480, allowNegative: false },
    });
    expect(bankFormSchema(TODAY).parse({ ...EMPTY_BANK_FORM, ...payment, hours: ' 10:30 ', justification: ' Pagamento na folha de novembro ' })).toEqual({
      kind: 'MONEY_PAYMENT',
      body: { justification: 'Pagamento na folha de novembro', hoursPaid: '10:30', paymentDate: '2026-11-30', paidValue: 123456, allowNegative: false },
    });
  });

  it('asks HR to confirm hours that leave the bank negative (issue 20 §4)', () => {
    // 08:00 compensated from a bank of 02:00.
    expect(formErrors(compensation, 120)).toEqual({ allowNegative: BANK_MSG.confirmNegative });
    expect(formErrors({ ...compensation, allowNegative: true }, 120)).toEqual({});
    expect(formErrors(compensation, 480)).toEqual({});
    expect(formErrors({ ...payment, hours: '10:31' }, 630)).toEqual({ allowNegative: BANK_MSG.confirmNegative });
    expect(bankFormSchema(TODAY, 0).parse({ ...EMPTY_BANK_FORM, ...compensation, allowNegative: true })).toMatchObject({ body: { allowNegative: true } });
  });
});

describe('the bodies the handlers take (§7.2)', () => {
  it('compensate: minutes of at least 1, a day from tomorrow on', () => {
    const schema = compensateHoursBodySchema(TODAY);
    expect(schema.safeParse({ justification: 'x', compensationDate: TOMORROW, totalMinutesCompensated: 60 }).success).toBe(true);
    expect(schema.safeParse({ justification: 'x', compensationDate: TOMORROW, totalMinutesCompensated: 24 * 60 }).success).toBe(true);
    // One compensation is one day off: 999:59 (and a day and a minute) are refused.
    for (const totalMinutesCompensated of [24 * 60 + 1, 59_999]) {
      const result = schema.safeParse({ justification: 'x', compensationDate: TOMORROW, totalMinutesCompensated });
      expect(result.error?.issues[0]?.message, String(totalMinutesCompensated)).toBe(BANK_MSG.compensationTooLong);
    }
    for (const totalMinutesCompensated of [0, -60, 1.5, '60']) {
      const result = schema.safeParse({ justification: 'x', compensationDate: TOMORROW, totalMinutesCompensated });
      expect(result.error?.issues[0]?.message, String(totalMinutesCompensated)).toBe(BANK_MSG.invalidHours);
    }
    expect(schema.safeParse({ justification: 'x', compensationDate: TODAY, totalMinutesCompensated: 60 }).error?.issues[0]?.message).toBe(
      BANK_MSG.notBeforeTomorrow,
    );
  });

  it('pay: HH:MM hours, a valid day and a non-zero integer amount of centavos', () => {
    const valid = { justification: 'x', hoursPaid: '02:00', paymentDate: TODAY, paidValue: 5000 };
    expect(payHoursBodySchema.safeParse(valid).success).toBe(true);
    expect(payHoursBodySchema.safeParse({ ...valid, paidValue: 10.5 }).error?.issues[0]?.message).toBe(BANK_MSG.invalidValue);
    expect(payHoursBodySchema.safeParse({ ...valid, paidValue: undefined }).error?.issues[0]?.message).toBe(MSG.required);
    expect(payHoursBodySchema.safeParse({ ...valid, hoursPaid: '00:00' }).error?.issues[0]?.message).toBe(BANK_MSG.invalidHours);
    expect(payHoursBodySchema.safeParse({ ...valid, justification: '' }).error?.issues[0]?.message).toBe(MSG.required);
  });
});

describe("approving a 'Compensação de horas' the bank does not cover (issue 20 §4)", () => {
  it('the approval takes no body, or HR\'s confirmation as a boolean', () => {
    expect(approveRequestBodySchema.safeParse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(approveRequestBodySchema.safeParse({})).toMatchObject({ success: true, data: {} });
    expect(approveRequestBodySchema.safeParse({ allowNegative: true })).toMatchObject({ success: true, data: { allowNegative: true } });
    for (const body of [{ allowNegative: 'sim' }, { allowNegative: 1 }, 'sim', null]) {
      expect(approveRequestBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it("the confirmation is the BANCO DE HORAS dialog's box, ticked; its output is the approval's body", () => {
    expect(confirmNegativeBankSchema.safeParse({ allowNegative: false }).error?.issues[0]).toMatchObject({
      path: ['allowNegative'],
      message: BANK_MSG.confirmNegative,
    });
    const confirmed = confirmNegativeBankSchema.parse({ allowNegative: true });
    expect(approveRequestBodySchema.parse(confirmed)).toEqual({ allowNegative: true });
  });
});
