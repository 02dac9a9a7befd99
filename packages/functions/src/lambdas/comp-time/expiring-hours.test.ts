import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { creditExpiresOn } from '@colabora/core/timeclock/bank-terms';
import type { ExpiringHours } from '@colabora/core/timeclock/hours-bank';
import { writeLabelled } from '../../db/labelled-transaction';
import { createPerson, ownAndOtherCompany, type TestWorld, TEST_COMPANY_CLOCK } from '../../testing/fixtures';
import { invoke, type ErrorBody } from '../../testing/invoke';
import { updateCompanySettings } from '../../modules/company/company-settings';
import { bankLinesParts, TIME_CLOCK_AUTHOR } from '../../modules/timeclock/ledger';

// GET /api/comp-time/expiring/{companyId} (issue 22 §4): HR sees, per person, the banked minutes whose term ends
// within the next 30 days.

let world: TestWorld;
let other: TestWorld;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
});

const today = TEST_COMPANY_CLOCK.today();

async function personWithCredits(w: TestWorld, fullName: string, credits: Record<string, number>) {
  const person = await createPerson(w.company.id, { fullName, role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true });
  const lines = Object.entries(credits).map(([day, minutes], index) => ({ id: `test-${index}`, kind: 'DAY_BALANCE' as const, day, minutes }));
  await writeLabelled((tx) => bankLinesParts(tx, w.company.id, person.id, lines, TIME_CLOCK_AUTHOR));
  return person;
}

const list = (token: string, companyId = world.company.id) =>
  invoke<ExpiringHours[] & Partial<ErrorBody>>('listExpiringHours', { token, params: { companyId } });

describe('GET /api/comp-time/expiring/{companyId}', () => {
  it('lists who has minutes expiring in the next 30 days under the company regime, soonest first', async () => {
    // About 170 days ago expires in 11–14 days under an individual agreement (6 months); 100 days ago, in about 80.
    const soon = addCalendarDays(today, -170);
    const sooner = addCalendarDays(today, -175);
    const later = addCalendarDays(today, -100);
    await personWithCredits(world, 'Ana Lima', { [soon]: 60, [later]: 30 });
    await personWithCredits(world, 'Bruno Reis', { [sooner]: 45 });
    await personWithCredits(world, 'Caio Melo', { [later]: 90 });
    await personWithCredits(other, 'Dora Paz', { [soon]: 60 });

    const answer = await list(world.people.HUMAN_RESOURCES_MANAGMENT.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { _id: expect.any(String), fullName: 'Bruno Reis', minutes: 45, firstExpiresOn: creditExpiresOn(sooner, 'INDIVIDUAL_AGREEMENT') },
      { _id: expect.any(String), fullName: 'Ana Lima', minutes: 60, firstExpiresOn: creditExpiresOn(soon, 'INDIVIDUAL_AGREEMENT') },
    ]);

    // Under a collective agreement (12 months) nothing is near its term; without a bank nothing expires.
    await updateCompanySettings(world.company.id, { bankRegime: 'COLLECTIVE_AGREEMENT', timeZone: 'America/Sao_Paulo' });
    expect((await list(world.people.ADMINISTRATOR_COMPANY.token)).body).toEqual([]);
    await updateCompanySettings(world.company.id, { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' });
  });

  it('is for HR of the company: 403 to employees and for another company', async () => {
    expect((await list(world.people.EMPLOYEE.token)).status).toBe(403);
    expect((await list(world.people.HUMAN_RESOURCES_MANAGMENT.token, other.company.id)).status).toBe(403);
  });
});
