import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { createCatalogItem } from '../catalog/create-item';
import { jobRoles } from '../../lambdas/job-role/store';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';
import { createTestJourney } from '../../testing/journeys';
import { removeJourney, setJourneysStatus } from '../workday/journey-writes';
import { getJourney } from '../workday/store';
import { updatePerson } from './guarded-update';
import { NotInCompanyError, getUser, reassignUser, removeUser } from './records';

// The journey is the third counted assignment (./headcount.ts): a person's hiringData.workday counts on the
// journey's Colaboradores in every write that creates, changes or removes it, as job roles and departments do.

let company: TestCompany;
beforeAll(async () => {
  company = await createCompany();
});

const newJourney = async (companyId = company.id) => (await createTestJourney(companyId))._id;
const journeyTotal = async (id: string, companyId = company.id) => (await getJourney(companyId, id))?.totalEmployees;
const onJourney = (workday: string) => ({ hiringData: { regime: 'CLT' as const, workday } });
/** HR's tab edit, reduced to what it writes: the hiring data with another journey (or none). */
const setJourney = (userId: string, workday: string | undefined) =>
  updatePerson(company.id, userId, async (person) => ({ set: { hiringData: { ...person.hiringData, workday } }, read: ['hiringData'] }));

describe('the journey counted with the person', () => {
  it('creating people adds 1 each to their journey; removing one takes it back, with the job role', async () => {
    const [journey, role] = await Promise.all([
      newJourney(),
      createCatalogItem(jobRoles, company.id, { name: `Cargo ${Math.random()}`, baseSalary: 300000, toxicologicalExam: false }),
    ]);
    const person = await createPerson(company.id, { jobRoleId: role._id, ...onJourney(journey) });
    await createPerson(company.id, onJourney(journey));
    await createPerson(company.id);
    expect(await journeyTotal(journey)).toBe(2);
    expect(await removeUser(company.id, person.id)).toBe(true);
    expect([await journeyTotal(journey), (await jobRoles.get(company.id, role._id))?.totalEmployees]).toEqual([1, 0]);
  });

  it("counts employees and candidates, not HR or administrator accounts (they never punch): a journey only they are on is free", async () => {
    const [journey, theirsOnly] = await Promise.all([newJourney(), newJourney()]);
    await createPerson(company.id, onJourney(journey));
    await createPerson(company.id, { role: 'ADMISSION_PROCESS', ...onJourney(journey) });
    for (const role of ['HUMAN_RESOURCES_MANAGMENT', 'ADMINISTRATOR_COMPANY'] as const) {
      await createPerson(company.id, { role, ...onJourney(journey) });
      await createPerson(company.id, { role, ...onJourney(theirsOnly) });
    }
    expect([await journeyTotal(journey), await journeyTotal(theirsOnly)]).toEqual([2, 0]);
    await removeJourney(company.id, theirsOnly);
    expect(await getJourney(company.id, theirsOnly)).toBeNull();
  });

  it("refuses another company's journey, a missing one and a deactivated one, and writes nothing", async () => {
    const other = await createCompany();
    const [foreign, retired] = await Promise.all([newJourney(other.id), newJourney()]);
    await setJourneysStatus(company.id, [retired], false);
    for (const id of [foreign, 'nao-existe', retired]) {
      const refused = createPerson(company.id, onJourney(id));
      await expect(refused).rejects.toBeInstanceOf(NotInCompanyError);
      await expect(refused).rejects.toMatchObject({ kind: 'workday', id });
    }
    expect([await journeyTotal(foreign, other.id), await journeyTotal(retired)]).toEqual([0, 0]);
  });

  it('a hiring-data write moves the person from one journey to the other, and clearing it takes 1 back', async () => {
    const [from, to] = await Promise.all([newJourney(), newJourney()]);
    const person = await createPerson(company.id, onJourney(from));
    await setJourney(person.id, to);
    expect([await journeyTotal(from), await journeyTotal(to)]).toEqual([0, 1]);
    await setJourney(person.id, to);
    expect(await journeyTotal(to)).toBe(1);
    await setJourney(person.id, undefined);
    expect(await journeyTotal(to)).toBe(0);
  });

  it('a hiring-data write to a deactivated journey is 404 with the workday message, and nothing moves', async () => {
    const [from, retired] = await Promise.all([newJourney(), newJourney()]);
    await setJourneysStatus(company.id, [retired], false);
    const person = await createPerson(company.id, onJourney(from));
    await expect(setJourney(person.id, retired)).rejects.toMatchObject({
      statusCode: 404,
      message: SERVER_MSG.workdayNotFound,
      errors: { workday: SERVER_MSG.workdayNotFound },
    });
    expect((await getUser(company.id, person.id))?.hiringData?.workday).toBe(from);
    expect(await journeyTotal(from)).toBe(1);
  });

  it('the same person moved to two journeys at once ends on one of them, counted once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const journeys = await Promise.all([newJourney(), newJourney(), newJourney()]);
      const person = await createPerson(company.id, onJourney(journeys[0]));
      await Promise.all([setJourney(person.id, journeys[1]), setJourney(person.id, journeys[2])]);
      const final = (await getUser(company.id, person.id))?.hiringData?.workday;
      const totals = await Promise.all(journeys.map((id) => journeyTotal(id)));
      expect(totals).toEqual(journeys.map((id) => (id === final ? 1 : 0)));
    }
  });

  it('a reassignment that keeps the hiring data keeps the journey; one that names another moves it', async () => {
    const [journey, next] = await Promise.all([newJourney(), newJourney()]);
    const person = await createPerson(company.id, onJourney(journey));
    await reassignUser(company.id, person.id, (current) => ({ to: {}, hiringData: { ...current.hiringData, salary: 400000 } }), () => []);
    expect(await journeyTotal(journey)).toBe(1);
    await reassignUser(company.id, person.id, (current) => ({ to: {}, hiringData: { ...current.hiringData, workday: next } }), () => []);
    expect([await journeyTotal(journey), await journeyTotal(next)]).toEqual([0, 1]);
  });

  it('never leaves a person on a journey removed while they join it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [from, journey] = await Promise.all([newJourney(), newJourney()]);
      const person = await createPerson(company.id, onJourney(from));
      const [removed, joined] = await Promise.allSettled([removeJourney(company.id, journey), setJourney(person.id, journey)]);
      const stored = await getJourney(company.id, journey);
      const holder = (await getUser(company.id, person.id))?.hiringData?.workday;
      if (removed.status === 'fulfilled') {
        expect(stored).toBeNull();
        expect(joined.status).toBe('rejected');
        expect(holder).toBe(from);
      } else {
        expect(joined.status).toBe('fulfilled');
        expect([stored?.totalEmployees, holder]).toEqual([1, journey]);
      }
    }
  });
});
