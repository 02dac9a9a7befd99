import { describe, expect, it } from 'vitest';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { BankRegime } from '@colabora/core/timeclock/bank-terms';
import { writeLabelled } from '../../db/labelled-transaction';
import { createCompany, createPerson } from '../../testing/fixtures';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { expireCredits } from '../../modules/timeclock/bank-expiry';
import { bankLinesParts, bankTotal, personLedger, TIME_CLOCK_AUTHOR } from '../../modules/timeclock/ledger';
import type { BankEntryKind } from '@colabora/core/timeclock/hours-bank';
import { runBankExpiry } from './bank-expiry';

// The hours-bank expiry job (issue 22 §4; CLT art. 59 §§2, 5, 6). Days in 2003, far from other files' ledgers
// (the job sweeps every company; lines after its day are not read as due).

async function personWithLedger(regime: BankRegime, lines: [BankEntryKind, string, number][], timeZone: TimeZone = 'America/Sao_Paulo') {
  const company = await createCompany();
  await updateCompanySettings(company.id, { bankRegime: regime, timeZone });
  const person = await createPerson(company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true });
  const newLines = lines.map(([kind, day, minutes], index) => ({ id: `test-${index}`, kind, day, minutes }));
  await writeLabelled((tx) => bankLinesParts(tx, company.id, person.id, newLines, TIME_CLOCK_AUTHOR));
  return { companyId: company.id, userId: person.id };
}

/** Midday of `day` in Sao Paulo: every company's day is `day` then. */
const middayOf = (day: string) => new Date(`${day}T15:00:00Z`);

const expiredLines = async ({ companyId, userId }: { companyId: string; userId: string }) =>
  (await personLedger(companyId, userId)).filter((line) => line.kind === 'EXPIRED');

describe('bank expiry job', () => {
  it('+60 banked on 15/01 under an individual agreement, never compensated → on 15/07 a line "vencido" of 60 payable as 90, once', async () => {
    const person = await personWithLedger('INDIVIDUAL_AGREEMENT', [['DAY_BALANCE', '2003-01-15', 60]]);
    await runBankExpiry(middayOf('2003-07-14'));
    expect(await expiredLines(person)).toEqual([]);

    const run = await runBankExpiry(middayOf('2003-07-15'));
    expect(run.lines).toBeGreaterThanOrEqual(1);
    const [line, ...more] = await expiredLines(person);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ day: '2003-07-15', minutes: -60, payableMinutes: 90, creditDay: '2003-01-15', createdByName: 'Ponto eletrônico' });
    expect(line.justification).toBe('Vencido: crédito de 15/01/2003 não compensado no prazo, pago como hora extra');
    expect(await bankTotal(person.companyId, person.userId)).toBe(0);

    // A retried run, or the next day's, writes nothing more.
    await runBankExpiry(middayOf('2003-07-15'));
    await runBankExpiry(middayOf('2003-07-16'));
    expect(await expiredLines(person)).toHaveLength(1);
  });

  it('gives back the oldest credit first (FIFO): only what is left of each expires, on its own day', async () => {
    const person = await personWithLedger('INDIVIDUAL_AGREEMENT', [
      ['DAY_BALANCE', '2003-01-10', 60],
      ['DAY_BALANCE', '2003-02-10', 30],
      ['COMPENSATION_PAYMENT', '2003-03-03', -80],
    ]);
    expect(await expireCredits(person.companyId, person.userId, 'INDIVIDUAL_AGREEMENT', '2003-12-31')).toBe(1);
    expect(await expiredLines(person)).toMatchObject([{ day: '2003-08-10', minutes: -10, payableMinutes: 15, creditDay: '2003-02-10' }]);
  });

  it('two runs at once write each line once (the line key is the credit)', async () => {
    const person = await personWithLedger('SAME_MONTH', [
      ['DAY_BALANCE', '2003-03-05', 45],
      ['DAY_BALANCE', '2003-04-07', 30],
    ]);
    const runs = await Promise.all([1, 2, 3].map(() => expireCredits(person.companyId, person.userId, 'SAME_MONTH', '2003-05-01')));
    expect(runs.reduce((total, lines) => total + lines, 0)).toBe(2);
    expect((await expiredLines(person)).map((line) => [line.day, line.minutes])).toEqual([
      ['2003-04-01', -45],
      ['2003-05-01', -30],
    ]);
  });

  it('follows the company: 12 months under a collective agreement, nothing without a bank', async () => {
    const collective = await personWithLedger('COLLECTIVE_AGREEMENT', [['DAY_BALANCE', '2003-01-15', 60]]);
    const none = await personWithLedger('NONE', [['DAY_BALANCE', '2003-01-15', 60]]);
    await runBankExpiry(middayOf('2003-07-15'));
    expect(await expiredLines(collective)).toEqual([]);
    await runBankExpiry(middayOf('2004-01-15'));
    expect(await expiredLines(collective)).toHaveLength(1);
    expect(await expiredLines(none)).toEqual([]);
  });

  it("runs on each company's clock (issue 22 §6): at 03:30 UTC on 15/07 it is 15/07 in Sao Paulo, still 14/07 in Manaus", async () => {
    const saoPaulo = await personWithLedger('INDIVIDUAL_AGREEMENT', [['DAY_BALANCE', '2003-01-15', 60]]);
    const manaus = await personWithLedger('INDIVIDUAL_AGREEMENT', [['DAY_BALANCE', '2003-01-15', 60]], 'America/Manaus');
    await runBankExpiry(new Date('2003-07-15T03:30:00Z'));
    expect(await expiredLines(saoPaulo)).toHaveLength(1);
    expect(await expiredLines(manaus)).toEqual([]);
    await runBankExpiry(new Date('2003-07-15T04:30:00Z'));
    expect(await expiredLines(manaus)).toMatchObject([{ day: '2003-07-15', minutes: -60 }]);
  });
});
