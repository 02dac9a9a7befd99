import { describe, expect, it } from 'vitest';
import { SP } from '@colabora/core/timeclock/testing/clock';
import { createCompany } from '../../testing/fixtures';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee, workDay } from '../../testing/time-clock';
import { updateCompanySettings } from '../company/company-settings';
import { bankTotal, personLedger } from './ledger';
import { settleDays } from './settle-day';

// Overtime paid, not banked (issue 22 §4): without a bank (CLT art. 59 needs an agreement for one), or on a journey
// of point type 'Hora extra', a day's overtime leaves the bank at once as a line payable at its additional. Days in
// 2032, far from other files' data (the core valid journey: 08:00–17:48).

const TUESDAY = '2032-01-06';
const WEDNESDAY = '2032-01-07';
const LATER = new Date(SP.instantAt('2032-01-10', '12:00'));

const lines = async (companyId: string, userId: string) =>
  (await personLedger(companyId, userId)).map(({ kind, day, minutes, payableMinutes }) => ({ kind, day, minutes, payableMinutes }));

describe('overtime paid instead of banked', () => {
  it("without a bank: the day's 20 minutes over are payable as 30, a short day still owes the bank", async () => {
    const company = await createCompany();
    await updateCompanySettings(company.id, { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo' });
    const journey = await createTestJourney(company.id);
    const person = await timeClockEmployee(company.id, journey);
    await workDay(person, journey, TUESDAY, '18:08');
    await workDay(person, journey, WEDNESDAY, '17:18');
    const first = await settleDays(company.id, person.id, [TUESDAY, WEDNESDAY], { now: LATER });
    expect(first.bankLines).toBe(3);
    expect(await lines(company.id, person.id)).toEqual([
      { kind: 'DAY_BALANCE', day: TUESDAY, minutes: 20, payableMinutes: undefined },
      { kind: 'OVERTIME_PAYABLE', day: TUESDAY, minutes: -20, payableMinutes: 30 },
      { kind: 'DAY_BALANCE', day: WEDNESDAY, minutes: -30, payableMinutes: undefined },
    ]);
    expect(await bankTotal(company.id, person.id)).toBe(-30);
    // Settling again writes nothing.
    expect((await settleDays(company.id, person.id, [TUESDAY, WEDNESDAY], { now: LATER })).bankLines).toBe(0);
  });

  it("on a 'Hora extra' journey whatever the company's regime (the default, an individual agreement, here)", async () => {
    const company = await createCompany();
    const journey = await createTestJourney(company.id, undefined, { pointType: 'Hora extra' });
    const person = await timeClockEmployee(company.id, journey);
    await workDay(person, journey, TUESDAY, '18:08');
    await settleDays(company.id, person.id, [TUESDAY], { now: LATER });
    expect(await bankTotal(company.id, person.id)).toBe(0);
    expect((await lines(company.id, person.id)).find((line) => line.kind === 'OVERTIME_PAYABLE')).toMatchObject({ minutes: -20, payableMinutes: 30 });
  });
});
