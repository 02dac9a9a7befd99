import { beforeAll, describe, expect, it } from 'vitest';
import { workedNotice } from '@colabora/core/timeclock/testing/person-facts';
import { SP } from '@colabora/core/timeclock/testing/clock';
import type { Journey } from '@colabora/core/workday/schema';
import { bankTotal, personLedger } from './ledger';
import { createCompany, type TestCompany } from '../../testing/fixtures';
import { createTestJourney } from '../../testing/journeys';
import { punchAt, timeClockEmployee, workDay } from '../../testing/time-clock';
import { openAlerts, storedAlerts } from './alert-store';
import { personMonthDays } from './point-days';
import { settleDays } from './settle-day';

// Settling days (issue 12): the month item, the alerts and the hours bank's difference, idempotent. The days are in
// 2031, far from other files' data (the core valid journey: 08:00–17:48, coffee 10:00, main break 12:30–13:30).

let company: TestCompany;
let journey: Journey;
beforeAll(async () => {
  company = await createCompany();
  journey = await createTestJourney(company.id);
});

const TUESDAY = '2031-01-07';
const WEDNESDAY = '2031-01-08';
const LATER = new Date(SP.instantAt('2031-01-10', '12:00'));
const LATER_NOTICE = new Date(SP.instantAt('2031-04-01', '12:00'));

describe('settleDays', () => {
  it('stores the ended day, appends its balance to the bank once, and settling again changes nothing', async () => {
    const person = await timeClockEmployee(company.id, journey);
    await workDay(person, journey, TUESDAY, '18:08');
    const first = await settleDays(company.id, person.id, [TUESDAY], { now: LATER });
    expect(first).toEqual({ settled: 1, raised: 0, resolved: 0, bankLines: 1 });
    const stored = await personMonthDays(company.id, person.id, '2031-01');
    expect(stored[TUESDAY]).toMatchObject({ plannedMinutes: 528, workedMinutes: 548, balanceMinutes: 20, fault: false, exitTime: '18:08', ended: true });
    expect(await bankTotal(company.id, person.id)).toBe(20);

    const again = await settleDays(company.id, person.id, [TUESDAY], { now: LATER });
    expect(again).toEqual({ settled: 1, raised: 0, resolved: 0, bankLines: 0 });
    expect(await personLedger(company.id, person.id)).toHaveLength(1);
    expect(await bankTotal(company.id, person.id)).toBe(20);
  });

  it('appends only the difference when a day changes: a missed exit, then a later punch closes the pair', async () => {
    const person = await timeClockEmployee(company.id, journey);
    await workDay(person, journey, WEDNESDAY, null);
    const missed = await settleDays(company.id, person.id, [WEDNESDAY], { now: LATER });
    expect(missed).toMatchObject({ settled: 1, raised: 1, bankLines: 1 });
    const [alert] = await openAlerts(company.id, person.id);
    expect(alert).toMatchObject({ day: WEDNESDAY, alertType: 'PENDING_POINT', pointType: 'EXIT', pointStartDate: '2031-01-08T17:48:00-03:00' });
    expect(await bankTotal(company.id, person.id)).toBe(270 - 528);

    // Out of schedule (no point), but it closes the last pair: 17:50 is within the tolerance.
    await punchAt(person, journey, WEDNESDAY, '17:50', null);
    const closed = await settleDays(company.id, person.id, [WEDNESDAY], { now: LATER });
    expect(closed).toMatchObject({ bankLines: 1, resolved: 0 });
    const lines = await personLedger(company.id, person.id);
    expect(lines.map((line) => line.minutes)).toEqual([270 - 528, 528 - 270]);
    expect(await bankTotal(company.id, person.id)).toBe(0);
    // The exit point itself was never registered: the alert stays until an adjustment includes it.
    expect(await openAlerts(company.id, person.id)).toHaveLength(1);
  });

  it('a day still running raises its due alerts and stores nothing', async () => {
    const person = await timeClockEmployee(company.id, journey);
    const day = '2031-01-09';
    await punchAt(person, journey, day, '08:00', 'ENTRY');
    const result = await settleDays(company.id, person.id, [day], { now: new Date(SP.instantAt(day, '10:30')) });
    expect(result).toEqual({ settled: 0, raised: 2, resolved: 0, bankLines: 0 });
    expect(await personMonthDays(company.id, person.id, '2031-01')).toEqual({});
    // The coffee break, punched late: settling again resolves both.
    await punchAt(person, journey, day, '10:40', 'BREAK_START', { breakId: journey.breaks[0].id });
    await punchAt(person, journey, day, '10:50', 'BREAK_RETURN', { breakId: journey.breaks[0].id });
    expect(await settleDays(company.id, person.id, [day], { now: new Date(SP.instantAt(day, '10:55')) })).toMatchObject({ resolved: 2 });
    expect((await storedAlerts(company.id, person.id, day, day)).map((a) => a.state)).toEqual(['RESOLVED', 'RESOLVED']);
  });

  it('splits many days into transactions within the 100-item limit', async () => {
    const person = await timeClockEmployee(company.id, journey);
    const days = Array.from({ length: 59 }, (_, index) => new Date(Date.UTC(2031, 2, 1 + index)).toISOString().slice(0, 10));
    // No punch at all: an absence and a faulty balance on each working day, nothing on weekends.
    const result = await settleDays(company.id, person.id, days, { now: new Date(SP.instantAt('2031-06-01', '00:00')) });
    expect(result.settled).toBe(59);
    expect(result.raised).toBe(result.bankLines);
    expect(result.raised).toBeGreaterThan(30);
    expect(await bankTotal(company.id, person.id)).toBe(-528 * result.bankLines);
  });

  it('a worked notice (CLT art. 488): 2 hours less is no shortfall, and the last 7 days free are no absence', async () => {
    // Admitted 02/01/2025, dismissed by the company on 02/02/2031: 6 completed years, 48 days of notice to 22/03/2031.
    const notice = (warningDefinitions: 'twoHoursEarlier' | 'sevenDaysBeforeEndDate') => ({
      statusDismissal: 'FULFILLING_NOTICE' as const,
      shutDownData: workedNotice(warningDefinitions),
    });
    const earlier = await timeClockEmployee(company.id, journey, notice('twoHoursEarlier'));
    await workDay(earlier, journey, '2031-02-04', '15:50');
    await settleDays(company.id, earlier.id, ['2031-02-04'], { now: LATER_NOTICE });
    expect((await personMonthDays(company.id, earlier.id, '2031-02'))['2031-02-04']).toMatchObject({ balanceMinutes: 0, fault: false });
    expect(await openAlerts(company.id, earlier.id)).toEqual([]);

    const lastWeekFree = await timeClockEmployee(company.id, journey, notice('sevenDaysBeforeEndDate'));
    await settleDays(company.id, lastWeekFree.id, ['2031-03-14', '2031-03-18'], { now: LATER_NOTICE });
    const march = await personMonthDays(company.id, lastWeekFree.id, '2031-03');
    expect(march['2031-03-14']).toMatchObject({ plannedMinutes: 528, fault: true });
    expect(march['2031-03-18']).toMatchObject({ plannedMinutes: 0, fault: false });
  });

  it('ignores a person of another company', async () => {
    const other = await createCompany();
    const stranger = await timeClockEmployee(other.id, await createTestJourney(other.id));
    expect(await settleDays(company.id, stranger.id, [TUESDAY])).toEqual({ settled: 0, raised: 0, resolved: 0, bankLines: 0 });
  });
});
