import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { POINT_REGISTER_MSG, todayTimeline, type PunchAnswer, type TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { chainIsValid, punchHash } from '@colabora/core/timeclock/punch-hash';
import type { Journey } from '@colabora/core/workday/schema';
import { db } from '../../db/service';
import { watchDynamoCommands } from '../../testing/dynamo-commands';
import { createCompany, createPerson, ownAndOtherCompany, type TestCompany, type TestWorld } from '../../testing/fixtures';
import { storedDocuments } from '../../testing/admission-ready';
import { invoke } from '../../testing/invoke';
import { createTestJourney, NIGHT_SHIFT } from '../../testing/journeys';
import { personPunches } from '../../modules/timeclock/punch-store';
import { QUEUE_MARGIN_MS } from '../../modules/timeclock/punch-intake';
import { buildEvent } from '../../http/apigw-event';
import { runAction } from '../../http/resource-handler';
import { punch as punchAction } from './punch';
import type { NewUser } from '../../db/entities/user';
import { clockAt, serverClockReset } from '../../testing/server-clock';
import { day as shift, equalWeek, MONDAY_TO_FRIDAY } from '@colabora/core/workday/testing/journeys';
import { personDays } from '../../modules/timeclock/person-days';

// POST /api/point-registers and GET /api/point-registers?date= (spec 002 §4.2, §7.1; issue 12 'Punches are records a
// labour inspector can trust'). The server's clock is moved with the local runtime's offset (lib/clock.ts), so
// each test punches at the Sao Paulo time it names. The journey: 5x2 08:00–17:48, Café 10:00–10:15, main break
// 12:30–13:30 (core/timeclock/expected-points.ts).

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const CPF = '52998224725';

afterEach(serverClockReset);

let world: TestWorld;
let other: TestWorld;
let office: Journey;
beforeAll(async () => {
  [world, other] = await ownAndOtherCompany();
  office = await createTestJourney(world.company.id);
});

/** An active CLT employee with the time-clock module, on `journey`, with a CPF. */
async function employee(overrides: Partial<NewUser> = {}, company: TestCompany = world.company, journey: Journey = office) {
  return createPerson(company.id, {
    fullName: 'Pessoa do Ponto',
    statusActive: 'HIRED',
    admissionDate: '2025-01-02',
    recordPoints: true,
    hiringData: { regime: 'CLT', workday: journey._id, workdayName: journey.name },
    documents: storedDocuments(CPF),
    ...overrides,
  });
}

const punch = (token: string, body: unknown = {}, headers: Record<string, string> = {}) => invoke<PunchAnswer>('punch', { token, body, headers });
const today = (token: string, query: Record<string, string> = {}) => invoke<TodayPoints>('todayPoints', { token, query });
/** The points the SPA shows from an answer, at the answer's server time. */
const pointsOf = (answer: TodayPoints) => todayTimeline(answer, new Date(answer.serverNow));

describe('POST /api/point-registers: who may punch', () => {
  it('is for an active employee with the time-clock module; others get 403 in Portuguese', async () => {
    const withoutModule = [await employee({ recordPoints: false }), await employee({ recordPoints: undefined })];
    clockAt(MONDAY, '08:00:30');
    for (const person of withoutModule) {
      const answer = await invoke('punch', { token: person.token, body: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: POINT_REGISTER_MSG.notAllowed });
      expect((await today(person.token)).status).toBe(403);
    }
    // Someone dismissed keeps only their contracts and payslips: refused before the time clock is asked.
    const dismissed = await employee({ statusActive: 'DISMISSED' });
    expect((await invoke('punch', { token: dismissed.token, body: {} })).status).toBe(403);
    expect((await today(dismissed.token)).status).toBe(403);
    for (const role of ['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT', 'ADMISSION_PROCESS'] as const) {
      expect((await invoke('punch', { token: world.people[role].token, body: {} })).status).toBe(403);
    }
    // An employee on a leave still punches (recorded, out of schedule): only the person decides, never the time.
    const onVacation = await employee({ statusActive: 'VACATION' });
    expect((await punch(onVacation.token)).status).toBe(201);
  });

  it('refuses a malformed body with 400, and the key of another request with other data with 409', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:00:30');
    const bad = await invoke('punch', { token: person.token, body: { type: 'LUNCH', pointStartDate: 'ontem' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['pointStartDate', 'type']);
    const key = randomUUID();
    expect((await punch(person.token, { type: 'ENTRY' }, { 'idempotency-key': key })).status).toBe(201);
    const reused = await invoke('punch', { token: person.token, body: { type: 'EXIT' }, headers: { 'idempotency-key': key } });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(SERVER_MSG.requestKeyReused);
  });
});

describe('POST /api/point-registers: the record', () => {
  it("keeps the server's time (never the browser's), the CPF at that moment, NSR 3 (after the company's and the person's records) and the hash of the first punch", async () => {
    const company = await createCompany();
    const journey = await createTestJourney(company.id);
    const person = await employee({}, company, journey);
    clockAt(MONDAY, '08:01:20');
    const answer = await punch(person.token, { type: 'ENTRY', pointStartDate: '2026-03-02T08:00:00-03:00', registerDate: '2020-01-01T03:00:00.000Z' });
    expect(answer.status).toBe(201);
    const { punch: kept, point } = answer.body;
    expect(point).toEqual({ type: 'ENTRY', breakName: null, expectedAt: '08:00', day: MONDAY });
    expect(kept).toMatchObject({ nsr: 3, day: MONDAY, punchedAt: '2026-03-02T08:01:00-03:00', pointType: 'ENTRY', shiftDay: MONDAY, outOfSchedule: false });
    const [stored] = await personPunches(company.id, person.id, MONDAY, MONDAY);
    expect(stored).toMatchObject({ cpf: CPF, collector: '02', online: true, recordedAt: '2026-03-02T08:01:00-03:00' });
    expect(stored.receivedAt.slice(0, 19)).toBe('2026-03-02T11:01:20');
    expect(kept.hash).toBe(await punchHash(stored, null));
    // The receipt never carries the CPF.
    expect(JSON.stringify(answer.body)).not.toContain(CPF);
  });

  it('records a punch outside every window, assigned to no point and flagged, and shows it in the day', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:00:10');
    await punch(person.token, { type: 'ENTRY' });
    clockAt(MONDAY, '11:00:00');
    const answer = await punch(person.token, { type: 'BREAK_START', breakName: 'Café' });
    expect(answer.status).toBe(201);
    expect(answer.body.point).toBeNull();
    expect(answer.body.punch).toMatchObject({ outOfSchedule: true, pointType: null, punchedAt: '2026-03-02T11:00:00-03:00' });
    const day = (await today(person.token)).body;
    expect(day.outOfSchedule.map((p) => p.nsr)).toEqual([answer.body.punch.nsr]);
    expect(pointsOf(day).find((p) => p.title === 'Café - Ida')).toMatchObject({ situation: 'PENDING', register: null });
  });

  it('a punch before the entry is registered is out of schedule too (002 §4.2: after the entry only)', async () => {
    const person = await employee();
    clockAt(MONDAY, '10:01:00');
    expect((await punch(person.token, { type: 'BREAK_START' })).body.point).toBeNull();
  });

  it('costs one transaction of 3 writes, all in the writer: the counter, the punch and its key kept with the receipt', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:02:00');
    await punch(person.token); // this container now knows the company's counter
    clockAt(MONDAY, '10:01:00');
    const sent = watchDynamoCommands();
    const answer = await punch(person.token, { type: 'BREAK_START' }, { 'idempotency-key': randomUUID() });
    sent.stop();
    expect(answer.status).toBe(201);
    const writes = sent.commands.filter((command) => /Put|Update|Delete|TransactWrite|BatchWrite/.test(command.name));
    expect(writes).toEqual([expect.objectContaining({ name: 'TransactWriteItemsCommand', items: 3 })]);
  });
});

describe('POST /api/point-registers: one call', () => {
  it('answers the receipt and the day with the punch in it, as GET answers it: the SPA asks for nothing more', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:02:00');
    const answer = await punch(person.token, { type: 'ENTRY' });
    expect(answer.status).toBe(201);
    const { today: day, ...receipt } = answer.body;
    expect(receipt.point).toMatchObject({ type: 'ENTRY', day: MONDAY });
    expect(pointsOf(day)[0]).toMatchObject({ situation: 'REGISTERED', register: { nsr: receipt.punch.nsr, registerDate: receipt.punch.punchedAt } });
    expect(day.punches).toEqual([receipt.punch]);
    const { serverNow, ...asked } = (await today(person.token)).body;
    expect(Date.parse(serverNow) - Date.parse(day.serverNow)).toBeLessThan(60_000);
    expect({ ...day, serverNow: undefined }).toEqual({ ...asked, serverNow: undefined });
  });

  // Issue 22 §1 changes what a punch reads: the timeline plans the day from the same facts as the mirror and the
  // alerts (activities, approved requests, compensations, besides the journey, holidays and punches), read at once.
  it('reads the caller once (the authorizer), then the journey and the person day facts and punches together: 7 reads, and the key while the writer works', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:02:00');
    await punch(person.token); // this container now knows the company's counter
    clockAt(MONDAY, '10:01:00');
    const sent = watchDynamoCommands();
    const answer = await punch(person.token, { type: 'BREAK_START' }, { 'idempotency-key': randomUUID() });
    sent.stop();
    expect(answer.status).toBe(201);
    const reads = sent.commands.filter((command) => /Get|Query|Scan/.test(command.name)).map((command) => command.name);
    // Gets: the caller, the journey, then the key, only once the punch is queued (until the writer completed it:
    // punch-intake.ts); a tap does not read its key before.
    // Queries: the holidays, the activities, the approved requests, the ledger, the punches. The writer knows the counter.
    expect(reads.filter((name) => name === 'QueryCommand')).toHaveLength(5);
    const gets = reads.filter((name) => name === 'GetItemCommand').length;
    expect(gets).toBeGreaterThanOrEqual(3);
    expect(gets).toBeLessThanOrEqual(2 + 8);
    expect(reads).toHaveLength(5 + gets);
    // Before the first query (the day), only the caller is read: not the key.
    expect(reads.slice(0, reads.indexOf('QueryCommand'))).toEqual(['GetItemCommand', 'GetItemCommand']);
  });

  it('answers a retry with the first punch and the day that holds it', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:00:30');
    const headers = { 'idempotency-key': randomUUID() };
    const first = await punch(person.token, { type: 'ENTRY' }, headers);
    clockAt(MONDAY, '08:03:00');
    const retry = await punch(person.token, { type: 'ENTRY' }, headers);
    expect(retry.body.punch).toEqual(first.body.punch);
    expect(retry.body.today.punches).toEqual([first.body.punch]);
    expect(pointsOf(retry.body.today)[0]).toMatchObject({ situation: 'REGISTERED' });
  });
});

describe('POST /api/point-registers: never queued behind an answer that may come too late', () => {
  it('refuses to queue a punch when the call has less than QUEUE_MARGIN_MS left: nothing is kept or written', async () => {
    const person = await employee();
    const key = randomUUID();
    const event = buildEvent({ routeName: 'punch', body: {}, headers: { 'idempotency-key': key } });
    const call = runAction(punchAction, { event, params: {}, query: {}, body: {}, caller: person, timeLeft: () => QUEUE_MARGIN_MS - 1 });
    await expect(call).rejects.toThrow('too little time left');
    const { data: kept } = await db.entities.idempotentRequest.get({ companyId: person.companyId, callerId: person.id, routeKey: event.routeKey, key }).go();
    expect(kept).toBeNull();
    expect(await personPunches(person.companyId, person.id, '2000-01-01', '2099-12-31')).toEqual([]);
  });
});

describe('POST /api/point-registers: a retry of a punch that was not queued', () => {
  it('answers the error its key kept, and its message, queued all the same, writes nothing', async () => {
    const person = await employee();
    clockAt(MONDAY, '08:00:30');
    const key = randomUUID();
    const event = buildEvent({ routeName: 'punch', body: {}, headers: { 'idempotency-key': key } });
    // Time enough to queue, too little once sent: the message is in the queue, the key keeps the error told.
    let calls = 0;
    const timeLeft = () => (calls++ === 0 ? QUEUE_MARGIN_MS : QUEUE_MARGIN_MS / 2 - 1);
    await expect(runAction(punchAction, { event, params: {}, query: {}, body: {}, caller: person, timeLeft })).rejects.toThrow('queued too late');
    const retry = await punch(person.token, {}, { 'idempotency-key': key });
    expect(retry.status).toBe(500);
    expect(retry.body).toEqual({ message: SERVER_MSG.internal });
    // Both messages have reached the writer by now (the retry waited for its key): neither wrote a punch.
    expect(await personPunches(person.companyId, person.id, MONDAY, MONDAY)).toEqual([]);
  });
});

describe('POST /api/point-registers: NSR and the hash chain under concurrency', () => {
  it("gives 24 punches at once NSR 26..49 (after the company's and its 24 people's records) with no gap or repeat, each hash chained to the previous", async () => {
    const company = await createCompany();
    const journey = await createTestJourney(company.id);
    const people = await Promise.all(Array.from({ length: 24 }, () => employee({}, company, journey)));
    clockAt(MONDAY, '08:00:30');
    const answers = await Promise.all(people.map((person) => punch(person.token, { type: 'ENTRY' })));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    const numbers = answers.map((answer) => answer.body.punch.nsr).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, index) => index + 26));
    const { data: chain } = await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' });
    expect(chain.map((p) => p.nsr)).toEqual(numbers);
    expect(await chainIsValid(chain)).toBe(true);
    const { data: counter } = await db.entities.punchCounter.get({ companyId: company.id }).go();
    expect(counter).toMatchObject({ nsr: 49, lastHash: chain[23].hash });
  });

  it('keeps one sequence per company', async () => {
    const [a, b] = await Promise.all([createCompany(), createCompany()]);
    const [journeyA, journeyB] = await Promise.all([createTestJourney(a.id), createTestJourney(b.id)]);
    const [inA, inB] = await Promise.all([employee({}, a, journeyA), employee({}, b, journeyB)]);
    clockAt(MONDAY, '08:00:30');
    // NSR 1 each company's creation, 2 its person put on the time clock.
    await punch(inA.token);
    expect((await punch(inA.token)).body.punch.nsr).toBe(4);
    expect((await punch(inB.token)).body.punch.nsr).toBe(3);
  });
});

describe('POST /api/point-registers: Idempotency-Key', () => {
  it('a retried request (or a double click) records once and answers the first punch', async () => {
    const company = await createCompany();
    const journey = await createTestJourney(company.id);
    const person = await employee({}, company, journey);
    clockAt(MONDAY, '08:00:30');
    const headers = { 'idempotency-key': randomUUID() };
    const [first, second] = await Promise.all([punch(person.token, { type: 'ENTRY' }, headers), punch(person.token, { type: 'ENTRY' }, headers)]);
    clockAt(MONDAY, '08:03:00');
    const retry = await punch(person.token, { type: 'ENTRY' }, headers);
    expect([first.status, second.status, retry.status]).toEqual([201, 201, 201]);
    // The receipt is the first punch's; the day is the day when asked.
    const receipt = ({ body: { punch: kept, point } }: typeof first) => ({ punch: kept, point });
    expect(receipt(second)).toEqual(receipt(first));
    expect(receipt(retry)).toEqual(receipt(first));
    expect(await personPunches(company.id, person.id, MONDAY, MONDAY)).toHaveLength(1);
    // Without a key, each call is a punch of its own.
    await punch(person.token);
    expect(await personPunches(company.id, person.id, MONDAY, MONDAY)).toHaveLength(2);
  });
});

describe('GET /api/point-registers', () => {
  it("answers the caller's day at the server's time: the plan, each point's situation and REGISTRAR", async () => {
    const person = await employee();
    clockAt(MONDAY, '07:30:00');
    const before = await today(person.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ day: MONDAY, journeyName: office.name, entryLimitMinutes: null, outOfSchedule: [], punches: [] });
    expect(Date.parse(before.body.serverNow) - Date.parse('2026-03-02T07:30:00-03:00')).toBeLessThan(60_000);
    expect(pointsOf(before.body).map((p) => [p.title, p.expectedTime, p.situation, p.canRegister, p.faded])).toEqual([
      ['Entrada', '08:00', 'AWAITING', false, true],
      ['Café - Ida', '10:00', 'AWAITING', false, true],
      ['Café - Volta', '10:15', 'AWAITING', false, true],
      ['Intervalo principal - Ida', '12:30', 'AWAITING', false, true],
      ['Intervalo principal - Volta', '13:30', 'AWAITING', false, true],
      ['Saída', '17:48', 'AWAITING', false, true],
    ]);
    clockAt(MONDAY, '08:03:00');
    expect(pointsOf((await today(person.token)).body)[0].canRegister).toBe(true);
    const entry = await punch(person.token, { type: 'ENTRY' });
    clockAt(MONDAY, '10:01:00');
    const after = (await today(person.token)).body;
    expect(pointsOf(after)[0]).toMatchObject({ situation: 'REGISTERED', register: { nsr: entry.body.punch.nsr, registerDate: '2026-03-02T08:03:00-03:00' } });
    expect(pointsOf(after)[1]).toMatchObject({ title: 'Café - Ida', canRegister: true });
    expect(after.punches.map((p) => p.nsr)).toEqual([entry.body.punch.nsr]);
  });

  it('answers another day by ?date=, nothing on a rest day, and 400 for a bad date', async () => {
    const person = await employee();
    clockAt(MONDAY, '09:00:00');
    await punch(person.token, { type: 'ENTRY' });
    clockAt(TUESDAY, '09:00:00');
    const monday = (await today(person.token, { date: MONDAY })).body;
    expect(monday.day).toBe(MONDAY);
    expect(pointsOf(monday)[0].situation).toBe('PENDING');
    expect(monday.outOfSchedule).toHaveLength(1);
    const sunday = (await today(person.token, { date: '2026-03-01' })).body;
    expect(sunday.plan).toBeNull();
    expect(pointsOf(sunday)).toEqual([]);
    const bad = await today(person.token, { date: '01/03/2026' });
    expect(bad.status).toBe(400);
  });

  it("only ever shows the caller's own punches", async () => {
    const [person, colleague] = await Promise.all([employee(), employee()]);
    const foreignJourney = await createTestJourney(other.company.id);
    const foreign = await employee({}, other.company, foreignJourney);
    clockAt(MONDAY, '08:00:30');
    await Promise.all([punch(person.token, { type: 'ENTRY' }), punch(foreign.token, { type: 'ENTRY' })]);
    const seen = (await today(colleague.token)).body;
    expect(seen.punches).toEqual([]);
    expect(pointsOf(seen)[0].register).toBeNull();
    // Query parameters cannot name anyone else.
    expect((await today(colleague.token, { userId: person.id })).body.punches).toEqual([]);
  });

  it('answers the receipts of the last 48 hours, newest first (Portaria 671 art. 80 sole paragraph)', async () => {
    const person = await employee();
    const nsrs: number[] = [];
    // Thursday 08:30 is now: Tuesday 08:00 is 48 h 30 min before (out), Tuesday 09:00 two calendar days back (in).
    for (const [day, time] of [[MONDAY, '08:00'], [TUESDAY, '08:00'], [TUESDAY, '09:00'], ['2026-03-05', '07:00']]) {
      clockAt(day, `${time}:10`);
      nsrs.push((await punch(person.token)).body.punch.nsr);
    }
    clockAt('2026-03-05', '08:30:00');
    const { receipts } = (await today(person.token)).body;
    expect(receipts).toEqual([
      { nsr: nsrs[3], punchedAt: '2026-03-05T07:00:00-03:00' },
      { nsr: nsrs[2], punchedAt: `${TUESDAY}T09:00:00-03:00` },
    ]);
  });

  it('shows a night shift begun yesterday while its exit can be registered, and gives the exit to that shift', async () => {
    const night = await createTestJourney(world.company.id, undefined, NIGHT_SHIFT);
    const person = await employee({ admissionDate: MONDAY }, world.company, night);
    clockAt(MONDAY, '19:01:00');
    await punch(person.token, { type: 'ENTRY' });
    clockAt(TUESDAY, '06:30:00');
    const open = (await today(person.token)).body;
    expect(open.day).toBe(MONDAY);
    expect(pointsOf(open).at(-1)).toMatchObject({ title: 'Saída', expectedAt: '2026-03-03T07:00:00-03:00', canRegister: true });
    const exit = await punch(person.token, { type: 'EXIT' });
    expect(exit.body.punch).toMatchObject({ day: TUESDAY, shiftDay: MONDAY, pointType: 'EXIT' });
    // Once the exit is in, Tuesday (a rest day of the 12/36) is shown.
    expect((await today(person.token)).body).toMatchObject({ day: TUESDAY, plan: null });
  });
});

describe('the company clock (issue 22 §6)', () => {
  it('a Manaus worker punching 08:00, 12:00, 13:00, 17:00 local on an 08:00–17:00 plan: each point, -04:00 times, no alert, no overtime', async () => {
    const manaus = await createCompany();
    const admin = await createPerson(manaus.id, { role: 'ADMINISTRATOR_COMPANY' });
    const settings = await invoke('updateCompanySettings', { token: admin.token, params: { companyId: manaus.id }, body: { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Manaus' } });
    expect(settings.status).toBe(200);
    const nineToFive = await createTestJourney(manaus.id, undefined, { standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, shift('08:00', '17:00')), numberOfBreaks: '0Breaks', breaks: [] });
    const person = await employee({}, manaus, nineToFive);
    const punches = [];
    for (const time of ['08:00', '12:00', '13:00', '17:00']) {
      clockAt(MONDAY, `${time}:20`, '-04:00');
      punches.push((await punch(person.token)).body);
    }
    expect(punches.map((answer) => [answer.punch.pointType, answer.punch.punchedAt])).toEqual([
      ['ENTRY', `${MONDAY}T08:00:00-04:00`],
      ['MAIN_BREAK_START', `${MONDAY}T12:00:00-04:00`],
      ['MAIN_BREAK_RETURN', `${MONDAY}T13:00:00-04:00`],
      ['EXIT', `${MONDAY}T17:00:00-04:00`],
    ]);
    const last = punches[3].today;
    expect(last).toMatchObject({ day: MONDAY, timeZone: 'America/Manaus' });
    expect(pointsOf(last).map((point) => [point.expectedAt, point.situation])).toEqual([
      [`${MONDAY}T08:00:00-04:00`, 'REGISTERED'],
      [`${MONDAY}T12:00:00-04:00`, 'REGISTERED'],
      [`${MONDAY}T13:00:00-04:00`, 'REGISTERED'],
      [`${MONDAY}T17:00:00-04:00`, 'REGISTERED'],
    ]);
    // After the day, on the company's clock: no alert, no overtime.
    const [day] = await personDays(manaus.id, person, MONDAY, MONDAY, { now: new Date(`${MONDAY}T23:00:00-04:00`) });
    expect(day.alerts).toEqual([]);
    expect(day.summary).toMatchObject({ workedMinutes: 480, extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0, enterTime: '08:00', exitTime: '17:00' });
  });
});

describe('personPunches (the read other time-clock modules use)', () => {
  it("reads a person's punches of a range of days in time order, one Query", async () => {
    const person = await employee();
    for (const [day, time] of [[MONDAY, '08:00:10'], [MONDAY, '17:50:00'], [TUESDAY, '08:00:20'], ['2026-03-04', '08:00:30']]) {
      clockAt(day, time);
      await punch(person.token);
    }
    const sent = watchDynamoCommands();
    const tuesday = await personPunches(world.company.id, person.id, TUESDAY, TUESDAY);
    sent.stop();
    expect(tuesday.map((p) => p.punchedAt)).toEqual(['2026-03-03T08:00:00-03:00']);
    expect(sent.commands.map((command) => command.name)).toEqual(['QueryCommand']);
    const all = await personPunches(world.company.id, person.id, MONDAY, '2026-03-04');
    expect(all.map((p) => p.punchedAt)).toEqual([
      '2026-03-02T08:00:00-03:00',
      '2026-03-02T17:50:00-03:00',
      '2026-03-03T08:00:00-03:00',
      '2026-03-04T08:00:00-03:00',
    ]);
    expect(await personPunches(world.company.id, person.id, TUESDAY, MONDAY)).toEqual([]);
  });
});
