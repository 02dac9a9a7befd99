import { beforeAll, describe, expect, it } from 'vitest';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { createCompany, createPerson, noonOf, type TestCompany } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { getUser } from '../../modules/person/records';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { daysToCover, runStatusTransitions } from './status-transitions';

// Each scenario lives in its own year, far from the others and from today: a run covers the days before its
// own (catch-up), and runs of other test files must not reach these people.

let company: TestCompany;
let hrToken: string;
beforeAll(async () => {
  company = await createCompany();
  hrToken = (await createPerson(company.id, { role: 'ADMINISTRATOR_COMPANY' })).token;
});

const status = async (p: { id: string }) => (await getUser(company.id, p.id))?.statusActive;

/** A CLT employee admitted on `admissionDate` (45/45), in the status of that day's perspective. */
const employee = (admissionDate: string, statusActive: 'WORK_EXPERIENCE' | 'HIRED') =>
  createPerson(company.id, {
    role: 'EMPLOYEE',
    statusActive,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, ...experienceDates(admissionDate, '45/45') },
  });

/** HR registers a vacation (days in the future of the real today: recorded, applied by the job). */
async function vacation(userId: string, startDate: string, finalDate: string, numberOfDays: number): Promise<void> {
  const body = { user: userId, company: company.id, type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate, finalDate, numberOfDays };
  const answer = await invoke('createActivity', { token: hrToken, body: { ...body, withoutForecastOfEnding: false } });
  if (answer.status !== 201) throw new Error(`vacation refused: ${answer.raw}`);
}

describe('status transitions job', () => {
  it('hires whoever finished experience before today, and nobody else', async () => {
    const ended = await createPerson(company.id, {
      statusActive: 'WORK_EXPERIENCE',
      hiringData: experienceDates('2025-10-31', '30/60'),
    });
    const lastDay = await createPerson(company.id, {
      statusActive: 'WORK_EXPERIENCE',
      hiringData: experienceDates('2025-11-02', '45/45'),
    });
    // Away on a status set without any activity: nothing to end, the job leaves it.
    const onLeave = await createPerson(company.id, {
      statusActive: 'VACATION',
      hiringData: experienceDates('2025-06-01', '30/60'),
    });
    const noDates = await createPerson(company.id, { statusActive: 'WORK_EXPERIENCE' });
    expect(experienceDates('2025-11-02', '45/45').endOfSecondPeriod).toBe('2026-01-30');

    const result = await runStatusTransitions(noonOf('2026-01-30'));
    expect(result.hired).toBeGreaterThanOrEqual(1);
    expect(await status(ended)).toBe('HIRED');
    expect(await status(lastDay)).toBe('WORK_EXPERIENCE');
    expect(await status(onLeave)).toBe('VACATION');
    expect(await status(noDates)).toBe('WORK_EXPERIENCE');

    await runStatusTransitions(noonOf('2026-01-31'));
    expect(await status(lastDay)).toBe('HIRED');
  });

  it('starts a leave registered ahead on its first day, returns the person the day after its last, and a second run changes nothing', async () => {
    const [endsYesterday, endsToday] = await Promise.all([employee('2030-01-01', 'HIRED'), employee('2030-01-01', 'HIRED')]);
    await vacation(endsYesterday.id, '2031-03-01', '2031-03-10', 10);
    await vacation(endsToday.id, '2031-03-01', '2031-03-11', 11);

    expect(await runStatusTransitions(noonOf('2031-02-28'))).toMatchObject({ started: 0 });
    expect(await status(endsYesterday)).toBe('HIRED');
    expect((await runStatusTransitions(noonOf('2031-03-01'))).started).toBe(2);
    expect(await status(endsYesterday)).toBe('VACATION');
    expect((await getUser(company.id, endsToday.id))?.currentLeave).toMatchObject({ startDate: '2031-03-01', finalDate: '2031-03-11' });

    const first = await runStatusTransitions(noonOf('2031-03-11'));
    expect(first.returned).toBe(1);
    expect(await status(endsYesterday)).toBe('HIRED');
    expect((await getUser(company.id, endsYesterday.id))?.currentLeave).toBeUndefined();
    expect(await status(endsToday)).toBe('VACATION');
    // Safe to run twice: the same day again finds nothing to do.
    expect(await runStatusTransitions(noonOf('2031-03-11'))).toEqual({ hired: 0, returned: 0, started: 0, changed: 0 });
    expect(await status(endsYesterday)).toBe('HIRED');
    expect(await status(endsToday)).toBe('VACATION');

    await runStatusTransitions(noonOf('2031-03-12'));
    expect(await status(endsToday)).toBe('HIRED');
  });

  it('ends experience on the day after its last; someone on leave then stays away and comes back HIRED', async () => {
    // 45/45 from 2032-01-01: experience through 2032-03-30.
    const [working, away, backInExperience] = await Promise.all([
      employee('2032-01-01', 'WORK_EXPERIENCE'),
      employee('2032-01-01', 'WORK_EXPERIENCE'),
      employee('2032-01-01', 'WORK_EXPERIENCE'),
    ]);
    await vacation(away.id, '2032-03-20', '2032-04-08', 20);
    await vacation(backInExperience.id, '2032-02-01', '2032-02-14', 14);

    await runStatusTransitions(noonOf('2032-02-01'));
    expect(await status(backInExperience)).toBe('VACATION');
    await runStatusTransitions(noonOf('2032-02-15'));
    expect(await status(backInExperience)).toBe('WORK_EXPERIENCE');

    await runStatusTransitions(noonOf('2032-03-20'));
    expect(await status(away)).toBe('VACATION');
    await runStatusTransitions(noonOf('2032-03-30'));
    expect(await status(working)).toBe('WORK_EXPERIENCE');

    const hiring = await runStatusTransitions(noonOf('2032-03-31'));
    expect(hiring.hired).toBeGreaterThanOrEqual(1);
    expect(await status(working)).toBe('HIRED');
    expect(await status(away)).toBe('VACATION');

    await runStatusTransitions(noonOf('2032-04-09'));
    expect(await status(away)).toBe('HIRED');
    expect(await status(backInExperience)).toBe('HIRED');
  });

  it('catches up the days it did not run', async () => {
    const person = await employee('2032-06-01', 'HIRED');
    await vacation(person.id, '2033-05-01', '2033-05-05', 5);
    await runStatusTransitions(noonOf('2033-05-01'));
    expect(await status(person)).toBe('VACATION');
    // No run from 2033-05-02 to 2033-05-19: the person came back on 2033-05-06.
    await runStatusTransitions(noonOf('2033-05-20'));
    expect(await status(person)).toBe('HIRED');
  });

  it("runs on each company's day (issue 22 §6): at 03:30 UTC Sao Paulo's new day has begun, Manaus's has not", async () => {
    const manaus = await createCompany();
    await updateCompanySettings(manaus.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' });
    // 45/45 from 2034-11-02: experience through 2035-01-30, HIRED from 2035-01-31.
    const hiringData = experienceDates('2034-11-02', '45/45');
    const [inSaoPaulo, inManaus] = await Promise.all(
      [company.id, manaus.id].map((companyId) => createPerson(companyId, { statusActive: 'WORK_EXPERIENCE', hiringData })),
    );
    const statusIn = async (companyId: string, p: { id: string }) => (await getUser(companyId, p.id))?.statusActive;

    await runStatusTransitions(new Date('2035-01-31T03:30:00Z')); // 00:30 in Sao Paulo, 23:30 of the 30th in Manaus
    expect(await statusIn(company.id, inSaoPaulo)).toBe('HIRED');
    expect(await statusIn(manaus.id, inManaus)).toBe('WORK_EXPERIENCE');

    await runStatusTransitions(new Date('2035-01-31T04:30:00Z')); // 00:30 in Manaus
    expect(await statusIn(manaus.id, inManaus)).toBe('HIRED');
  });
});

describe('the days a run covers', () => {
  it('the last week, today included, when it ran recently', () => {
    expect(daysToCover('2026-03-10', '2026-03-09')).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(daysToCover('2026-03-10', null)).toHaveLength(7);
    expect(daysToCover('2026-03-10', '2026-04-01')).toHaveLength(7);
  });

  it('every day since the last run after a longer stop, at most 62', () => {
    const days = daysToCover('2026-03-10', '2026-02-20');
    expect(days[0]).toBe('2026-02-21');
    expect(days.at(-1)).toBe('2026-03-10');
    expect(days).toHaveLength(18);
    const capped = daysToCover('2026-03-10', '2025-01-01');
    expect(capped).toHaveLength(62);
    expect(capped[0]).toBe('2026-01-08');
  });
});
