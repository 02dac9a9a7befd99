import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afdPunchFields, chainIsValid } from '@colabora/core/timeclock/punch-hash';
import { config } from '@colabora/functions/config';
import { documentClient } from '@colabora/functions/db/client';
import { db } from '@colabora/functions/db/service';
import { recordPunch } from '@colabora/functions/modules/timeclock/record-punch';
import { createCompany, createPerson } from '@colabora/functions/testing/fixtures';
import { createTestJourney } from '@colabora/functions/testing/journeys';
import { generateCnpj } from '@colabora/core/brazil/cnpj';
import { writeAfd } from '@colabora/core/timeclock/afd/file';
import type { AfdEvent } from '@colabora/core/timeclock/afd/records';
import { readAfd } from '@colabora/core/timeclock/testing/afd-reader';
import { cpfOnlyDocuments, type NewUser, type UserRecord } from '@colabora/functions/db/entities/user';
import { afdEventOf } from '@colabora/functions/modules/timeclock/afd-events';
import { afdProgram } from '@colabora/functions/modules/timeclock/afd-program';
import { TEST_COMPANY_ADDRESS } from '@colabora/functions/testing/fixtures';
import { LOCAL_DATA_VERSION, upgradeLocalData } from './local-data-upgrade';
import { DATA_DIR } from './paths';

// The upgrades on data as versions 2 to 6 left it: a journey's Colaboradores counted the HR and administrator
// accounts pointing at it; a company's first punch was hashed with 64 spaces; companies had no time zone; the NSR
// numbered punches alone; punches lived in the main table. On the stand-ins' test tables, with the version file in a
// folder of its own (never `.local/`).

vi.mock('./paths', async (importOriginal) => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join: joinPath } = await import('node:path');
  return { ...(await importOriginal<typeof import('./paths')>()), DATA_DIR: mkdtempSync(joinPath(tmpdir(), 'colabora-upgrade-')) };
});

const VERSION_FILE = join(DATA_DIR, 'data-version');

afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

/** A company whose journey has one employee and one HR account on it, and a second journey with nobody. */
async function companyAsVersionTwoLeftIt() {
  const company = await createCompany();
  const [worked, empty] = await Promise.all([createTestJourney(company.id), createTestJourney(company.id)]);
  const hiringData = { regime: 'CLT' as const, workday: worked._id, workdayName: worked.name };
  await createPerson(company.id, { statusActive: 'HIRED', hiringData });
  await createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT', hiringData });
  // Version 2 counted the HR account on its journey, and an administrator who has since left the empty one.
  const setTotal = (id: string, totalEmployees: number) => db.entities.workday.patch({ companyId: company.id, id }).set({ totalEmployees }).go();
  await Promise.all([setTotal(worked._id, 2), setTotal(empty._id, 1)]);
  // Each journey's Colaboradores, as stored.
  return () =>
    Promise.all(
      [worked._id, empty._id].map(async (id) => (await db.entities.workday.get({ companyId: company.id, id }).go()).data?.totalEmployees),
    );
}

/**
 * A company as version 5 wrote it: the company, its people and their punches numbered 1..n by the punch's
 * transaction, and no employer or employee record (written straight, as nothing wrote those then).
 */
async function companyAsVersionFiveLeftIt() {
  const company = { id: randomUUID(), name: 'Comércio Versão Cinco Ltda', cnpj: generateCnpj(), address: TEST_COMPANY_ADDRESS, timeZone: 'America/Sao_Paulo' as const };
  await db.entities.company.create({ ...company, createdAt: '2026-09-01T12:00:00.000Z' }).go();
  const person = async (fullName: string, cpf: string, admissionDate: string, extra: Partial<NewUser> = {}) => {
    const user: NewUser & { id: string } = { id: randomUUID(), companyId: company.id, email: `${randomUUID()}@teste.com.br`, fullName, role: 'EMPLOYEE', passwordHash: 'x', deactivated: false, statusActive: 'HIRED', admissionDate, recordPoints: true, documents: cpfOnlyDocuments(cpf), ...extra };
    await db.entities.user.put(user).go();
    return user as UserRecord;
  };
  const ana = await person('Ana Cinco', '52998224725', '2026-10-01');
  const bruno = await person('Bruno Cinco', '11144477735', '2026-10-06');
  await person('Carla Sem Ponto', '39053344705', '2026-09-15', { recordPoints: false });
  const punch = (who: UserRecord, cpf: string, instant: string) =>
    recordPunch({ companyId: company.id, userId: who.id, cpf, receivedAt: new Date(instant), point: null, timeZone: 'America/Sao_Paulo' }, null);
  await punch(ana, '52998224725', '2026-10-05T11:00:00Z');
  await punch(ana, '52998224725', '2026-10-05T20:00:00Z');
  await punch(ana, '52998224725', '2026-10-06T11:00:00Z');
  await punch(bruno, '11144477735', '2026-10-06T12:00:00Z');
  // Bruno was dismissed since: no longer on the time clock.
  await db.entities.user.patch({ companyId: company.id, id: bruno.id }).set({ statusActive: 'DISMISSED' }).go();
  return { company, ana, bruno };
}

describe('local data upgrade', () => {
  it("2 → 3: counts each journey's Colaboradores again from its people, HR and administrators left out", async () => {
    const totals = await companyAsVersionTwoLeftIt();
    expect(await totals()).toEqual([2, 1]);
    writeFileSync(VERSION_FILE, '2');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect(await totals()).toEqual([1, 0]);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));
  });

  it("3 → 4: chains every company's punches again, the first over its fields alone, and moves the counter", async () => {
    const company = await createCompany();
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    for (let second = 0; second < 3; second += 1) {
      await recordPunch({ companyId: company.id, userId: person.id, cpf: '52998224725', receivedAt: new Date(Date.UTC(2026, 9, 5, 11, 0, second)), point: null, timeZone: 'America/Sao_Paulo' }, null);
    }
    // Version 3's chain: the first punch hashed with 64 spaces appended, each next one over the previous hash.
    const { data: punches } = await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' });
    let previous = ' '.repeat(64);
    for (const punch of punches) {
      previous = createHash('sha256').update(afdPunchFields(punch) + previous).digest('hex').toUpperCase();
      await db.entities.punch.put({ ...punch, hash: previous }).go();
    }
    await db.entities.punchCounter.patch({ companyId: company.id }).set({ lastHash: previous }).go();
    const stored = async () => (await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' })).data;
    expect(await chainIsValid(await stored())).toBe(false);

    writeFileSync(VERSION_FILE, '3');
    await upgradeLocalData({ inMemory: false, seeded: false });
    const upgraded = await stored();
    // NSR 1 and 2: the company's and the person's AFD records, written by today's fixtures (version 6 leaves them).
    expect(upgraded.map((punch) => punch.nsr)).toEqual([3, 4, 5]);
    expect(await chainIsValid(upgraded)).toBe(true);
    expect((await db.entities.punchCounter.get({ companyId: company.id }).go()).data?.lastHash).toBe(upgraded[2].hash);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));
  });

  it('4 → 5: gives a company without a time zone America/Sao_Paulo, the clock it ran on; one with a zone keeps it', async () => {
    const [before, manaus] = [await createCompany(), await createCompany()];
    // Version 4 had no zone on companies.
    await db.entities.company.patch({ id: before.id }).remove(['timeZone']).go();
    await db.entities.company.patch({ id: manaus.id }).set({ timeZone: 'America/Manaus' }).go();
    const zoneOf = async (id: string) => (await db.entities.company.get({ id }).go()).data?.timeZone;
    expect(await zoneOf(before.id)).toBeUndefined();
    writeFileSync(VERSION_FILE, '4');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect([await zoneOf(before.id), await zoneOf(manaus.id)]).toEqual(['America/Sao_Paulo', 'America/Manaus']);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));
  });

  it("5 → 6: puts each company's employer and employee records at their historical place, renumbers and re-chains the punches", async () => {
    const { company, ana, bruno } = await companyAsVersionFiveLeftIt();
    const stored = async () => (await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' })).data;
    const before = await stored();
    expect(before.map((punch) => punch.nsr)).toEqual([1, 2, 3, 4]);
    writeFileSync(VERSION_FILE, '5');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));

    const { data: events } = await db.entities.afdEvent.query.companyEvents({ companyId: company.id }).go({ pages: 'all' });
    // The company first; Ana on her admission day (before her first punch); Bruno on his, between Ana's punches of
    // 5 and 6 October; Bruno, dismissed since, excluded after his last punch. Carla is off the time clock.
    expect(events.map((event) => [event.nsr, event.type, event.operation ?? null, event.userId ?? null])).toEqual([
      [1, '2', null, null],
      [2, '5', 'I', ana.id],
      [5, '5', 'I', bruno.id],
      [8, '5', 'E', bruno.id],
    ]);
    expect(events[1]).toMatchObject({ recordedAt: '2026-10-01T00:00:00-03:00', cpf: '52998224725' });
    const punches = await stored();
    expect(punches.map((punch) => [punch.nsr, punch.userId])).toEqual([
      [3, ana.id],
      [4, ana.id],
      [6, ana.id],
      [7, bruno.id],
    ]);
    expect(await chainIsValid(punches)).toBe(true);
    expect((await db.entities.punchCounter.get({ companyId: company.id }).go()).data).toMatchObject({ nsr: 8, lastHash: punches[3].hash });
    // The whole history as an AFD: the layout reader takes it (one sequence, CRC, the chain over type 7).
    const records = [...events.map(afdEventOf), ...punches.map((punch): AfdEvent => ({ ...punch, type: 7 }))].sort((a, b) => a.nsr - b.nsr);
    const header = { employer: { kind: 'CNPJ' as const, document: company.cnpj, name: company.name }, program: afdProgram(), startDay: '2026-09-01', endDay: '2026-10-06', generatedAt: '2026-10-07T09:00:00-03:00' };
    const chunks: Uint8Array[] = [];
    for await (const chunk of writeAfd(header, records)) chunks.push(chunk);
    const reading = await readAfd(Buffer.concat(chunks));
    expect(reading.trailer).toMatchObject({ count2: '000000001', count5: '000000003', count7: '000000004' });
    // A punch after the upgrade takes the next NSR and chains to the last punch.
    const next = await recordPunch({ companyId: company.id, userId: ana.id, cpf: '52998224725', receivedAt: new Date('2026-10-07T11:00:00Z'), point: null, timeZone: 'America/Sao_Paulo' }, null);
    expect(next).toMatchObject({ status: 'recorded', punch: { nsr: 9 } });
    // Upgraded once: run again (a version file lost), nothing moves.
    writeFileSync(VERSION_FILE, '5');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect((await stored()).map((punch) => punch.nsr)).toEqual([3, 4, 6, 7, 9]);
  });

  it('6 → 7: moves the punches from the main table to the REP records table, as they were, and leaves none behind', async () => {
    const company = await createCompany();
    const person = await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true });
    for (let second = 0; second < 3; second += 1) {
      await recordPunch({ companyId: company.id, userId: person.id, cpf: '52998224725', receivedAt: new Date(Date.UTC(2026, 9, 6, 11, 0, second)), point: null, timeZone: 'America/Sao_Paulo' }, null);
    }
    const stored = async () => (await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' })).data;
    const written = await stored();
    const keys = written.map((punch) => db.entities.punch.keys.tableKey(punch));
    const raw = (TableName: string) => Promise.all(keys.map(async (Key) => (await documentClient.send(new GetCommand({ TableName, Key }))).Item));
    const items = await raw(config.repRecordsTableName);
    // Version 6 kept them in the main table.
    for (const [index, Key] of keys.entries()) {
      await documentClient.send(new PutCommand({ TableName: config.tableName, Item: items[index] }));
      await documentClient.send(new DeleteCommand({ TableName: config.repRecordsTableName, Key }));
    }
    expect(await stored()).toEqual([]);

    writeFileSync(VERSION_FILE, '6');
    await upgradeLocalData({ inMemory: false, seeded: false });
    expect(await stored()).toEqual(written);
    expect(await raw(config.repRecordsTableName)).toEqual(items);
    expect(await raw(config.tableName)).toEqual([undefined, undefined, undefined]);
    expect(await chainIsValid(await stored())).toBe(true);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));
  });

  it('leaves data already at the current version, a freshly seeded table and an in-memory run as they are', async () => {
    const totals = await companyAsVersionTwoLeftIt();
    writeFileSync(VERSION_FILE, String(LOCAL_DATA_VERSION));
    await upgradeLocalData({ inMemory: false, seeded: false });
    writeFileSync(VERSION_FILE, '2');
    await upgradeLocalData({ inMemory: true, seeded: false });
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe('2');
    await upgradeLocalData({ inMemory: false, seeded: true });
    expect(await totals()).toEqual([2, 1]);
    expect(readFileSync(VERSION_FILE, 'utf8')).toBe(String(LOCAL_DATA_VERSION));
  });
});
