import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ledgerTotal } from '@colabora/core/timeclock/hours-bank';
import { writeLabelled } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import {
  bankDayEntriesPart,
  bankEntryPart,
  bankLinesParts,
  bankTotal,
  companyBankTotals,
  companyPeriodSums,
  compensatedDays,
  heldBankDays,
  paymentLine,
  personLedger,
  type BankPayment,
} from './ledger';

// The ledger itself, against DynamoDB Local: appends, the running total and month sums kept beside them, and the
// day-balance corrections that settling days makes.

const HR = { id: 'rh-1', fullName: 'Renata RH' };
const person = () => ({ companyId: `empresa-${randomUUID()}`, userId: `pessoa-${randomUUID()}` });

async function settle(companyId: string, userId: string, balances: Record<string, number>) {
  const held = await heldBankDays(companyId, userId, Object.keys(balances));
  return writeLabelled((tx) => bankDayEntriesPart(tx, held, balances));
}

const pay = (payment: BankPayment) => writeLabelled((tx) => bankEntryPart(tx, payment, HR));

describe('the hours-bank ledger', () => {
  it("settling appends each day's balance; settling again appends only the difference, never rewriting a line", async () => {
    const { companyId, userId } = person();
    expect(await settle(companyId, userId, { '2026-11-02': 30, '2026-11-03': -528, '2026-11-04': 0 })).toBeUndefined();
    expect(await settle(companyId, userId, { '2026-11-03': 12, '2026-11-02': 30 })).toBeUndefined();
    const lines = await personLedger(companyId, userId);
    expect(lines.map(({ day, id, kind, minutes }) => [day, id, kind, minutes])).toEqual([
      ['2026-11-02', 'balance-001', 'DAY_BALANCE', 30],
      ['2026-11-03', 'balance-001', 'DAY_BALANCE', -528],
      ['2026-11-03', 'balance-002', 'DAY_BALANCE', 540],
    ]);
    expect(lines[0]).toMatchObject({ createdById: 'system', createdAt: expect.any(String) });
    expect(await bankTotal(companyId, userId)).toBe(42);
  });

  it('a settle that read the ledger before another one appended is refused (bankDay), so a day is never counted twice', async () => {
    const { companyId, userId } = person();
    const balances = { '2026-11-05': 60 };
    const stale = await heldBankDays(companyId, userId, ['2026-11-05']);
    await settle(companyId, userId, balances);
    expect(await writeLabelled((tx) => bankDayEntriesPart(tx, stale, { '2026-11-05': 90 }))).toBe('bankDay');
    expect(await settle(companyId, userId, { '2026-11-05': 90 })).toBeUndefined();
    expect(await bankTotal(companyId, userId)).toBe(90);
  });

  it('payments leave the bank as negative lines with what HR typed; a request cannot be paid twice', async () => {
    const { companyId, userId } = person();
    await settle(companyId, userId, { '2026-11-02': 600 });
    await pay({ companyId, userId, kind: 'COMPENSATION_PAYMENT', day: '2026-12-01', minutes: 480, justification: 'Folga' });
    await pay({
      companyId,
      userId,
      kind: 'MONEY_PAYMENT',
      day: '2026-11-30',
      minutes: 90,
      justification: 'Folha de novembro',
      hoursPaid: '01:30',
      paidValue: 4500,
    });
    const fromRequest: BankPayment = { companyId, userId, kind: 'COMPENSATION_PAYMENT', day: '2026-12-02', minutes: 30, justification: 'Pedido', requestId: 'pedido-1' };
    expect(await pay(fromRequest)).toBeUndefined();
    expect(await pay(fromRequest)).toBe('bankEntry');
    const lines = await personLedger(companyId, userId);
    expect(lines.find((line) => line.kind === 'MONEY_PAYMENT')).toMatchObject({
      minutes: -90,
      hoursPaid: '01:30',
      paidValue: 4500,
      justification: 'Folha de novembro',
      createdById: HR.id,
      createdByName: HR.fullName,
    });
    expect(await bankTotal(companyId, userId)).toBe(600 - 480 - 90 - 30);
    expect(await compensatedDays(companyId, userId, '2026-12-01', '2026-12-31')).toEqual({ '2026-12-01': 480, '2026-12-02': 30 });
  });

  it('reads a period with both ends included', async () => {
    const { companyId, userId } = person();
    await settle(companyId, userId, { '2026-10-31': 1, '2026-11-01': 2, '2026-11-15': 4, '2026-11-30': 8, '2026-12-01': 16 });
    expect(ledgerTotal(await personLedger(companyId, userId, '2026-11-01', '2026-11-30'))).toBe(14);
    expect(ledgerTotal(await personLedger(companyId, userId, '2026-11-30', '2026-11-30'))).toBe(8);
  });

  it('the running total and the month sums always equal the sums of the lines, also under concurrent appends', async () => {
    const companyId = `empresa-${randomUUID()}`;
    const people = [`pessoa-${randomUUID()}`, `pessoa-${randomUUID()}`];
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-15', '2026-11-30', '2026-12-01'];
    await Promise.all(
      people.flatMap((userId, p) => [
        ...days.map((day, d) => settle(companyId, userId, { [day]: (d + 1) * 7 * (p + 1) - 20 })),
        ...days.map((day, d) =>
          pay({ companyId, userId, kind: d % 2 ? 'MONEY_PAYMENT' : 'COMPENSATION_PAYMENT', day, minutes: d + 3, justification: 'x' }),
        ),
      ]),
    );
    const totals = await companyBankTotals(companyId);
    for (const [from, to] of [
      ['2026-10-31', '2026-11-15'],
      ['2026-11-01', '2026-11-30'],
      ['2026-10-01', '2026-12-31'],
      ['2026-11-30', '2026-12-01'],
    ]) {
      const sums = await companyPeriodSums(companyId, from, to);
      for (const userId of people) {
        expect(sums.get(userId), `${from}..${to}`).toBe(ledgerTotal(await personLedger(companyId, userId, from, to)));
      }
    }
    for (const userId of people) {
      const lines = await personLedger(companyId, userId);
      expect(lines).toHaveLength(days.length * 2);
      expect(totals.get(userId)).toBe(ledgerTotal(lines));
      expect(await bankTotal(companyId, userId)).toBe(ledgerTotal(lines));
      const { data: total } = await db.entities.bankTotal.get({ companyId, userId }).go({ consistent: true });
      expect(total?.lines).toBe(lines.length);
    }
  });

  it('a payment with a balance required is written only if the total held it; a total not written yet holds 0', async () => {
    const { companyId, userId } = person();
    const take = (minutes: number, required: number) => {
      const line = paymentLine({ companyId, userId, kind: 'MONEY_PAYMENT', day: '2026-11-30', minutes, justification: 'Folha' });
      return writeLabelled((tx) => bankLinesParts(tx, companyId, userId, [line], HR, undefined, required));
    };
    expect(await take(30, 30)).toBe('bankTotal');
    expect(await take(30, 0)).toBeUndefined();
    expect(await bankTotal(companyId, userId)).toBe(-30);
    await settle(companyId, userId, { '2026-11-02': 90 });
    expect(await take(30, 61)).toBe('bankTotal');
    expect(await take(30, 60)).toBeUndefined();
    expect(await take(40, 0)).toBeUndefined();
    expect(await take(10, 0)).toBe('bankTotal');
    // Nothing of a refused payment is written: its line, the total, the month.
    const lines = await personLedger(companyId, userId);
    expect(lines.map((line) => line.minutes).sort((a, b) => a - b)).toEqual([-40, -30, -30, 90]);
    expect(await bankTotal(companyId, userId)).toBe(-10);
    expect((await companyPeriodSums(companyId, '2026-11-01', '2026-11-30')).get(userId)).toBe(-10);
  });

  it('a person with no lines has a bank of 0', async () => {
    const { companyId, userId } = person();
    expect(await bankTotal(companyId, userId)).toBe(0);
    expect(await settle(companyId, userId, { '2026-11-02': 0 })).toBeUndefined();
    expect(await personLedger(companyId, userId)).toEqual([]);
  });
});
