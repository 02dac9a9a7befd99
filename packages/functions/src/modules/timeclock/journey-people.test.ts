import { describe, expect, it } from 'vitest';
import { db } from '../../db/service';
import { createCompany } from '../../testing/fixtures';
import { createTestJourney } from '../../testing/journeys';
import { timeClockEmployee } from '../../testing/time-clock';
import { journeyPeople } from './journey-people';

describe('journeyPeople (the user index by journey)', () => {
  it('follows the hiring data: a person moved to another journey, or left without one, leaves the first', async () => {
    const company = await createCompany();
    const [first, second] = [await createTestJourney(company.id), await createTestJourney(company.id)];
    const person = await timeClockEmployee(company.id, first);
    const withoutModule = await timeClockEmployee(company.id, first, { recordPoints: false });
    const ids = async (workdayId: string) => (await journeyPeople(company.id, workdayId)).map((p) => p.id);
    expect(await ids(first._id)).toEqual([person.id]);

    await db.entities.user.patch({ companyId: company.id, id: person.id }).set({ hiringData: { regime: 'CLT', workday: second._id } }).go();
    expect(await ids(first._id)).toEqual([]);
    expect(await ids(second._id)).toEqual([person.id]);

    await db.entities.user.patch({ companyId: company.id, id: person.id }).set({ hiringData: { regime: 'CLT' } }).go();
    expect(await ids(second._id)).toEqual([]);
    expect(withoutModule.recordPoints).toBe(false);
  });
});
