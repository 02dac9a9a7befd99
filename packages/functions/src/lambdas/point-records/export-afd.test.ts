import { beforeAll, describe, expect, it } from 'vitest';
import type { AfdExportAnswer } from '@colabora/core/timeclock/afd/export-query';
import { SP } from '@colabora/core/timeclock/testing/clock';
import { readAfd } from '@colabora/core/timeclock/testing/afd-reader';
import { QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from '../../db/client';
import { cpfOnlyDocuments } from '../../db/entities/user';
import { db } from '../../db/service';
import { companySettings, updateCompanySettings } from '../../modules/company/company-settings';
import { recordPunch } from '../../modules/timeclock/record-punch';
import { signedDownload, verifyDetachedSignature } from '../../testing/detached-signature';
import { createPerson, ownAndOtherCompany, type TestWorld } from '../../testing/fixtures';
import { clockAt, serverClockReset } from '../../testing/server-clock';
import { invoke } from '../../testing/invoke';

// GET /api/point-registers/afd/{companyId} (issue 23 §2): the AFD written to the files bucket, downloaded through
// its link and read by the test reader written from the layout (core/timeclock/testing/afd-reader.ts); its
// detached signature (issue 23 §4) checked against it by OpenSSL.

let world: TestWorld;
let other: TestWorld;
const DAYS = ['2026-10-05', '2026-10-06', '2026-10-07'];
const CPFS = ['52998224725', '11144477735'];
/** The HR user who changes the employer data, with a CPF on file: the type-2 record's responsible. */
const HR_CPF = '39053344705';

// The company's sequence: NSR 1 its creation (type 2) and 2–3 its two people put on the time clock (type 5 'I'),
// recorded the day before the first punch; 4–7 the punches of the first day; 8 the legal name changed (type 2) the
// next morning; 9–16 the punches of the two other days.
const TOTAL = 16;

beforeAll(async () => {
  clockAt('2026-10-04', '09:00');
  [world, other] = await ownAndOtherCompany();
  const people = await Promise.all(
    CPFS.map((cpf, index) =>
      createPerson(world.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true, fullName: `Ponto ${index}`, documents: cpfOnlyDocuments(cpf) }),
    ),
  );
  for (const day of DAYS) {
    if (day === DAYS[1]) {
      clockAt(day, '07:00');
      const { employer } = await companySettings(world.company.id);
      await updateCompanySettings(world.company.id, { bankRegime: 'NONE', timeZone: 'America/Sao_Paulo', employer: { ...employer, name: `${employer.name} S.A.` } }, { documents: { cpf: HR_CPF } });
    }
    for (const time of ['08:00', '17:48']) {
      for (const [index, person] of people.entries()) {
        const receivedAt = new Date(SP.instantAt(day, time) + index * 1000);
        const outcome = await recordPunch({ companyId: world.company.id, userId: person.id, cpf: CPFS[index], receivedAt, point: null, timeZone: 'America/Sao_Paulo' }, null);
        expect(outcome.status).toBe('recorded');
      }
    }
  }
  serverClockReset();
});

const hr = () => world.people.HUMAN_RESOURCES_MANAGMENT.token;
const exportAfd = (query: Record<string, string> = {}, token = hr(), companyId = world.company.id) =>
  invoke<AfdExportAnswer>('exportAfd', { token, params: { companyId }, query });

async function download(answer: AfdExportAnswer): Promise<Uint8Array> {
  const response = await fetch(answer.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(answer.fileName);
  return new Uint8Array(await response.arrayBuffer());
}

describe('GET /api/point-registers/afd/{companyId}', () => {
  it('answers the whole history without dates: every punch, chained from the first, and the company in the header', async () => {
    const answer = await exportAfd();
    expect(answer.status).toBe(200);
    const { data: company } = await db.entities.company.get({ id: world.company.id }).go();
    expect(answer.body.fileName).toBe(`AFD${'0'.repeat(17)}${company!.cnpj}REP_P.txt`);
    // Signed (issue 23 §4): OpenSSL verifies the .p7s against the file, and refuses it for a file changed by one bit.
    const { file, p7s } = await signedDownload(answer.body);
    const tampered = Uint8Array.from(file);
    tampered[tampered.length - 3] ^= 1;
    expect(() => verifyDetachedSignature(tampered, p7s)).toThrow();

    const reading = await readAfd(file);
    // The whole history starts on the company's creation, the day before the first punch.
    expect(reading.header).toMatchObject({ employerDocument: company!.cnpj, startDay: '2026-10-04', version: '003' });
    expect(reading.header.employerName.trimEnd()).toBe(company!.name);
    // One sequence across types 2, 5 and 7, without a gap; the chain over the punches runs across the event at NSR 8.
    expect(reading.records.map((record) => Number(record.nsr))).toEqual(Array.from({ length: TOTAL }, (_, index) => index + 1));
    expect(reading.records.map((record) => record.type).join('')).toBe('2557777' + '2' + '77777777');
    expect(reading.records[0]).toMatchObject({ recordedAt: '2026-10-04T09:00:00-0300', responsibleCpf: ' '.repeat(14), employerDocument: company!.cnpj });
    expect(reading.records[0].employerName.trimEnd()).toBe(company!.name.replace(/ S\.A\.$/, ''));
    expect(reading.records[0].placeOfWork).toMatch(/^Sede: /);
    expect(reading.records.slice(1, 3).map((record) => [record.operation, record.cpf, record.responsibleCpf]).sort()).toEqual([
      ['I', '011144477735', ' '.repeat(11)],
      ['I', '052998224725', ' '.repeat(11)],
    ]);
    expect(reading.records[3]).toMatchObject({ type: '7', punchedAt: '2026-10-05T08:00:00-0300', cpf: '052998224725', collector: '02', online: '0' });
    expect(reading.records[7]).toMatchObject({ type: '2', recordedAt: '2026-10-06T07:00:00-0300', responsibleCpf: `000${HR_CPF}` });
    expect(reading.records[7].employerName.trimEnd()).toBe(company!.name);
    expect(reading.trailer).toMatchObject({ count2: '000000002', count5: '000000002', count7: '000000012' });
  });

  it('answers a period: only its days, the event of the day included, the chain checked from the punch before it', async () => {
    const answer = await exportAfd({ startDate: DAYS[1], endDate: DAYS[1] });
    expect(answer.status).toBe(200);
    const { data: before } = await db.entities.punch.query.companyPunches({ companyId: world.company.id, nsr: 7 }).go();
    const reading = await readAfd(await download(answer.body), { previousHash: before[0].hash });
    expect(reading.header).toMatchObject({ startDay: DAYS[1], endDay: DAYS[1] });
    expect(reading.records.map((record) => `${Number(record.nsr)}:${record.type}`)).toEqual(['8:2', '9:7', '10:7', '11:7', '12:7']);
  });

  it('answers the days of the events alone: the file starts at NSR 1', async () => {
    const answer = await exportAfd({ startDate: '2026-10-04', endDate: '2026-10-04' });
    const reading = await readAfd(await download(answer.body));
    expect(reading.records.map((record) => `${Number(record.nsr)}:${record.type}`)).toEqual(['1:2', '2:5', '3:5']);
  });

  it('answers an empty period with header, trailer and signature only', async () => {
    const answer = await exportAfd({ startDate: '2026-01-01', endDate: '2026-01-31' });
    const reading = await readAfd(await download(answer.body));
    expect(reading.records).toEqual([]);
    expect(Number(reading.trailer.count7)).toBe(0);
  });

  it('refuses bad dates with a Portuguese message', async () => {
    const invalid = await exportAfd({ startDate: '2026-02-30' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('Data inválida');
    const reversed = await exportAfd({ startDate: '2026-10-07', endDate: '2026-10-05' });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('Intervalo inválido');
  });

  it("refuses another company's AFD (403) and an employee (403)", async () => {
    expect((await exportAfd({}, hr(), other.company.id)).status).toBe(403);
    expect((await exportAfd({}, world.people.EMPLOYEE.token)).status).toBe(403);
  });
});

describe('a punch the by-company index does not hold yet (the index is eventually consistent)', () => {
  /** Takes NSR 5 out of the index as a lagging index would show it, and answers how to put it back. */
  async function lagging(): Promise<() => Promise<void>> {
    const key = { pk: await rawKey(5) };
    const { Attributes } = await documentClient.send(
      new UpdateCommand({ TableName: config.repRecordsTableName, Key: key.pk, UpdateExpression: 'REMOVE gsi1pk, gsi1sk', ReturnValues: 'ALL_OLD' }),
    );
    return async () => {
      await documentClient.send(
        new UpdateCommand({
          TableName: config.repRecordsTableName,
          Key: key.pk,
          UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
          ExpressionAttributeValues: { ':pk': Attributes?.gsi1pk, ':sk': Attributes?.gsi1sk },
        }),
      );
    };
  }

  /** The table key of the punch with that NSR. */
  async function rawKey(nsr: number): Promise<{ pk: string; sk: string }> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: config.repRecordsTableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'nsr = :nsr',
        ExpressionAttributeValues: { ':pk': (await indexPartition()) as string, ':nsr': nsr },
      }),
    );
    return { pk: Items![0].pk as string, sk: Items![0].sk as string };
  }

  /** The scan goes page by page: in the whole run the table holds every file's items, far past one page. */
  async function indexPartition(): Promise<unknown> {
    let start: Record<string, unknown> | undefined;
    do {
      const { Items, LastEvaluatedKey } = await documentClient.send(
        new ScanCommand({
          TableName: config.repRecordsTableName,
          FilterExpression: 'companyId = :c AND nsr = :n',
          ExpressionAttributeValues: { ':c': world.company.id, ':n': 4 },
          ExclusiveStartKey: start,
        }),
      );
      if (Items?.length) return Items[0].gsi1pk;
      start = LastEvaluatedKey;
    } while (start);
    throw new Error('the first punch (NSR 4) is not in the table');
  }

  it('waits for it: the file still holds NSR 1..16 without a gap', async () => {
    const restore = await lagging();
    const exporting = exportAfd();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await restore();
    const answer = await exporting;
    expect(answer.status).toBe(200);
    const reading = await readAfd(await download(answer.body));
    expect(reading.records.map((record) => Number(record.nsr))).toEqual(Array.from({ length: TOTAL }, (_, index) => index + 1));
  });

  it('never hands out a file with a hole in its sequence: 500 when the punch stays missing', async () => {
    const restore = await lagging();
    try {
      expect((await exportAfd()).status).toBe(500);
    } finally {
      await restore();
    }
  });
});

describe('the whole history when the days do not follow the NSRs (a server clock put right after running ahead)', () => {
  it('holds every NSR, the punch dated past today included', async () => {
    const [own] = await ownAndOtherCompany();
    const person = await createPerson(own.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', recordPoints: true, fullName: 'Relógio adiantado' });
    const record = (receivedAt: Date) => recordPunch({ companyId: own.company.id, userId: person.id, cpf: CPFS[0], receivedAt, point: null, timeZone: 'America/Sao_Paulo' }, null);
    await record(new Date(SP.instantAt('2026-10-05', '08:00')));
    await record(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    await record(new Date(SP.instantAt('2026-10-05', '17:00')));
    const answer = await exportAfd({}, own.people.HUMAN_RESOURCES_MANAGMENT.token, own.company.id);
    expect(answer.status).toBe(200);
    const reading = await readAfd(await download(answer.body));
    // NSR 1 the company, 2 the person put on the time clock, then the three punches.
    expect(reading.records.map((entry) => Number(entry.nsr))).toEqual([1, 2, 3, 4, 5]);
  });
});
