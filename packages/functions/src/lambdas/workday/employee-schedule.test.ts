import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Journey } from '@colabora/core/workday/schema';
import type { ScaleEvent } from '@colabora/core/workday/schedule';
import { coffeeBreak } from '@colabora/core/workday/testing/journeys';
import { companyWithEveryRole, createPerson, ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { createTestJourney, NIGHT_SHIFT } from '../../testing/journeys';

// The employee's side (spec 002 §2.2, §7.1): VER DETALHES DA JORNADA (GET /workday/{userId}/journey) and the
// month view (GET /scale/month-scale), the person's own or, for HR, anyone's of the company.

let world: TestWorld;
let other: TestWorld;
let office: Journey;
let night: Journey;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  [office, night] = await Promise.all([createTestJourney(world.company.id), createTestJourney(world.company.id, undefined, NIGHT_SHIFT)]);
});

const employeeOn = (journey: Journey | null, admissionDate = '2025-01-02', w: TestWorld = world) =>
  createPerson(w.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    admissionDate,
    hiringData: { regime: 'CLT', ...(journey ? { workday: journey._id, workdayName: journey.name } : {}) },
  });
const journeyOf = (userId: string, token: string) => invoke<Journey | null>('getPersonJourney', { token, params: { userId } });
const month = (token: string, query: Record<string, string>) => invoke<ScaleEvent[]>('getMonthScale', { token, query });
const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;

describe('GET /api/workday/{userId}/journey', () => {
  it("answers the person's journey with its breaks, to them and to HR of the company", async () => {
    const person = await employeeOn(office);
    for (const token of [person.token, hr()]) {
      const answer = await journeyOf(person.id, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ _id: office._id, name: office.name, totalHours: '44:00', breaks: [coffeeBreak('10:00')] });
    }
  });

  it('is null while the person has no journey', async () => {
    const person = await employeeOn(null);
    expect((await journeyOf(person.id, person.token)).body).toBeNull();
  });

  it("refuses someone else's to an employee (403) and another company's person to HR (404)", async () => {
    const [person, colleague, foreign] = await Promise.all([employeeOn(office), employeeOn(office), employeeOn(null, undefined, other)]);
    expect((await journeyOf(person.id, colleague.token)).status).toBe(403);
    const answer = await journeyOf(foreign.id, hr());
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: SERVER_MSG.notFound });
  });
});

describe('GET /api/scale/month-scale', () => {
  it("answers one event per day of the caller's month: the shift on work days, 'Folga' on the others", async () => {
    const person = await employeeOn(office);
    const answer = await month(person.token, { month: '3', year: '2026' });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(31);
    // 1 March 2026 is a Sunday.
    expect(answer.body[0]).toEqual({ title: 'Folga', start: '2026-03-01T00:00', end: '2026-03-02T00:00', allDay: true });
    expect(answer.body[1]).toEqual({ title: 'Dia de trabalho', start: '2026-03-02T08:00', end: '2026-03-02T17:48', allDay: false });
    expect(answer.body.filter((event) => event.title === 'Dia de trabalho')).toHaveLength(22);
  });

  it("counts a 12/36 cycle from the person's admission when the journey sets no first day; the night shift ends the next day", async () => {
    const person = await employeeOn(night, '2026-02-28');
    const answer = await month(person.token, { month: '3', year: '2026' });
    const worked = answer.body.filter((event) => event.title === 'Dia de trabalho');
    expect(worked[0]).toEqual({ title: 'Dia de trabalho', start: '2026-03-02T19:00', end: '2026-03-03T07:00', allDay: false });
    expect(worked.map((event) => event.start.slice(8, 10))).toEqual(['02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22', '24', '26', '28', '30']);
    const fromJourney = await createTestJourney(world.company.id, undefined, { ...NIGHT_SHIFT, cycleStart: '2026-03-01' });
    const onIt = await employeeOn(fromJourney, '2026-02-28');
    const days = (await month(onIt.token, { month: '3', year: '2026' })).body.filter((event) => event.title === 'Dia de trabalho');
    expect(days[0].start).toBe('2026-03-01T19:00');
  });

  it("shows the company's holidays: 'Feriado' where the journey observes them, the shift where it works them", async () => {
    const holidayWorld = await companyWithEveryRole();
    const addHoliday = (w: TestWorld, body: Record<string, string>) =>
      invoke('createHoliday', { token: w.people.HUMAN_RESOURCES_MANAGMENT.token, body: { ...body, type: 'MUNICIPAL', company: w.company.id } });
    expect((await addHoliday(holidayWorld, { name: 'Padroeiro', holidayModel: 'date', date: '2026-03-02' })).status).toBe(201);
    await addHoliday(other, { name: 'Feriado de outra empresa', holidayModel: 'date', date: '2026-03-03' });
    const [observing, working] = await Promise.all([
      createTestJourney(holidayWorld.company.id),
      createTestJourney(holidayWorld.company.id, undefined, { holidays: false }),
    ]);
    const days = async (journey: Journey) => {
      const person = await employeeOn(journey, '2025-01-02', holidayWorld);
      return (await month(person.token, { month: '3', year: '2026' })).body.slice(1, 3).map((event) => [event.title, event.allDay]);
    };
    expect(await days(observing)).toEqual([
      ['Feriado', true],
      ['Dia de trabalho', false],
    ]);
    expect(await days(working)).toEqual([
      ['Dia de trabalho', false],
      ['Dia de trabalho', false],
    ]);
  });

  it('reads the holidays that touch the month: a period begun the month before covers its first days', async () => {
    const holidayWorld = await companyWithEveryRole();
    const addHoliday = (body: Record<string, unknown>) =>
      invoke('createHoliday', { token: holidayWorld.people.HUMAN_RESOURCES_MANAGMENT.token, body: { ...body, type: 'MUNICIPAL', company: holidayWorld.company.id } });
    expect((await addHoliday({ name: 'Recesso', holidayModel: 'period', period: { start: '2026-02-26', end: '2026-03-03' } })).status).toBe(201);
    expect((await addHoliday({ name: 'Padroeiro', holidayModel: 'date', date: '2026-04-01' })).status).toBe(201);
    const person = await employeeOn(await createTestJourney(holidayWorld.company.id), '2025-01-02', holidayWorld);
    const titles = async (monthNumber: string) => (await month(person.token, { month: monthNumber, year: '2026' })).body.map((event) => event.title);
    const march = await titles('3');
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    expect(march.slice(0, 4)).toEqual(['Feriado', 'Feriado', 'Feriado', 'Dia de trabalho']);
    expect(march.at(-1)).toBe('Dia de trabalho');
    expect((await titles('4'))[0]).toBe('Feriado');
  });

  it("lets HR ask for a person of the company (another company's: 404); an employee asks only for themselves (403)", async () => {
    const [person, foreign] = await Promise.all([employeeOn(office), employeeOn(null, undefined, other)]);
    const asked = await month(hr(), { month: '3', year: '2026', userId: person.id });
    expect(asked.status).toBe(200);
    expect(asked.body[1].title).toBe('Dia de trabalho');
    expect((await month(hr(), { month: '3', year: '2026', userId: foreign.id })).status).toBe(404);
    const colleague = await employeeOn(office);
    expect((await month(colleague.token, { month: '3', year: '2026', userId: person.id })).status).toBe(403);
    expect((await month(world.people.ADMISSION_PROCESS.token, { month: '3', year: '2026' })).status).toBe(403);
  });

  it('answers no events without a journey, and 400 for a month that is not one', async () => {
    const person = await employeeOn(null);
    expect((await month(person.token, { month: '3', year: '2026' })).body).toEqual([]);
    const queries: Record<string, string>[] = [{ month: '13', year: '2026' }, { month: '3' }, { month: 'x', year: '2026' }];
    for (const query of queries) {
      const answer = await month(person.token, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: SERVER_MSG.invalidInput });
    }
  });
});
