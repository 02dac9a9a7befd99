import { randomUUID } from 'node:crypto';
import type { RunningApp } from '../e2e/support/local-app';
import { LOCAL_RESOURCES, tableEnv } from '@colabora/local/resources';
import { load, type LoadFigures } from './http-load';

// The issue 10 goal: 5 000 active people in one company, GET users/company/{id}?status=ACTIVE with text search,
// a filter and a sort, p99 ≤ 100 ms at 1 connection, DynamoDB bytes read per request ≤ 1.5 MB; the same figures
// for the admissions list at 500 candidates. People are written straight into the runtime's table through the
// entities (batch writes), then the roster is built from them, as the local runtime does for old data.
// A warm Lambda keeps the roster chunks it read and checks their revisions on each call
// (functions/src/modules/person/staff-roster.ts): the first call, the calls after a write and the steady state are
// measured apart, each with what it reads.

export const ACTIVE_PEOPLE = 5000;
export const CANDIDATES = 500;

export interface ListFigures extends LoadFigures {
  /** DynamoDB's own count for the request's reads (ReturnConsumedCapacity), as bytes: a consistent read costs
   * 1 unit per 4 KB, an eventually consistent one 0.5, so bytes ≈ units × 4 or 8 KB (rounded up per read). */
  bytesRead: number;
  items: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Calls (each answers its HTTP status) one after another, `before` each one (untimed), as autocannon's figures. */
export async function sequential(name: string, count: number, call: () => Promise<number>, before?: (index: number) => Promise<unknown>): Promise<LoadFigures> {
  const times: number[] = [];
  let non2xx = 0;
  for (let index = 0; index < count; index += 1) {
    await before?.(index);
    const started = performance.now();
    const status = await call();
    times.push(performance.now() - started);
    if (status < 200 || status > 299) non2xx += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  const total = times.reduce((sum, time) => sum + time, 0);
  const ms = (time: number) => Math.round(time);
  return { name, requests: count, non2xx, reqPerSec: (count * 1000) / total, p50Ms: ms(percentile(sorted, 50)), p99Ms: ms(percentile(sorted, 99)) };
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Érica', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Lucas'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento'];
const STATUSES = ['HIRED', 'HIRED', 'HIRED', 'WORK_EXPERIENCE', 'VACATION', 'DAY_OFF'] as const;

/** Points this process's entities at the runtime's table (the variables SST binds in AWS). */
export function useRuntimeTable(app: RunningApp): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${app.portEnv.DYNAMODB_PORT}`,
    SST_APP: 'colabora',
    SST_STAGE: 'local',
    ...tableEnv(LOCAL_RESOURCES),
  });
}

export async function measurePeopleLists(app: RunningApp, token: string, companyId: string): Promise<ListFigures[]> {
  useRuntimeTable(app);
  const { db } = await import('@colabora/functions/db/service');
  const { documentClient } = await import('@colabora/functions/db/client');
  const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { companyDepartments, companyJobRoles } = await import('@colabora/functions/modules/person/catalog-lookup');
  const { updatePerson } = await import('@colabora/functions/modules/person/guarded-update');
  const { chunkOf, rebuildRoster } = await import('@colabora/functions/modules/person/staff-roster');

  const [roles, departments] = await Promise.all([companyJobRoles(companyId), companyDepartments(companyId)]);
  const person = (index: number, candidate: boolean) => ({
    companyId,
    id: randomUUID(),
    email: `bench-${index}-${randomUUID().slice(0, 8)}@bench.com.br`,
    fullName: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${LAST[(index * 3) % LAST.length]} ${index}`,
    role: candidate ? ('ADMISSION_PROCESS' as const) : ('EMPLOYEE' as const),
    passwordHash: 'bench',
    deactivated: false,
    phone: `1198${String(index).padStart(7, '0')}`,
    statusActive: candidate ? ('PENDING' as const) : STATUSES[index % STATUSES.length],
    jobRoleId: roles[index % roles.length].id,
    departmentId: departments[index % departments.length].id,
    admissionDate: '2025-03-02',
    ...(candidate ? { limitDate: '2099-01-10', percentageFilled: (index % 5) * 20, disabled: false } : {}),
  });
  const people = [
    ...Array.from({ length: ACTIVE_PEOPLE }, (_, index) => person(index, false)),
    ...Array.from({ length: CANDIDATES }, (_, index) => person(ACTIVE_PEOPLE + index, true)),
  ];
  const started = performance.now();
  await db.entities.user.put(people).go({ concurrent: 4 });
  await rebuildRoster(companyId);
  console.log(`\nSeeded ${ACTIVE_PEOPLE} active people and ${CANDIDATES} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  /** What one list request reads, as DynamoDB counts it: queries, and single items (`get`). */
  const consumed = async (queries: object[], gets: object[] = []) => {
    let bytesRead = 0;
    let items = 0;
    const count = (params: Record<string, unknown>, units = 0) => (bytesRead += units * (params.ConsistentRead ? 4096 : 8192));
    for (const query of queries) {
      let params: Record<string, unknown> = { ...query, ReturnConsumedCapacity: 'TOTAL' };
      for (;;) {
        const answer = await documentClient.send(new QueryCommand(params as never));
        count(params, answer.ConsumedCapacity?.CapacityUnits);
        items += answer.Count ?? 0;
        if (!answer.LastEvaluatedKey) break;
        params = { ...params, ExclusiveStartKey: answer.LastEvaluatedKey };
      }
    }
    for (const get of gets) {
      const params = { ...get, ReturnConsumedCapacity: 'TOTAL' } as Record<string, unknown>;
      const answer = await documentClient.send(new GetCommand(params as never));
      count(params, answer.ConsumedCapacity?.CapacityUnits);
      items += answer.Item ? 1 : 0;
    }
    return { bytesRead, items };
  };
  // The reads the handlers send, as ElectroDB builds them (keys stay in the entity files).
  const consistent = { consistent: true };
  const catalogue = [db.entities.jobRole.query.jobRoles({ companyId }).params(), db.entities.department.query.departments({ companyId }).params()];
  const revisions = db.entities.staffRosterRevision.query.revisions({ companyId }).params(consistent);
  const rosterQuery = db.entities.staffRoster.query.roster({ companyId }).params(consistent);
  const rosterReads = await consumed([rosterQuery]);
  const coldReads = await consumed([rosterQuery, ...catalogue]);
  const warmReads = await consumed([revisions, ...catalogue]);
  const writtenChunk = db.entities.staffRoster.get({ companyId, chunk: chunkOf(people[0].id) }).params(consistent);
  const afterWriteReads = await consumed([revisions, ...catalogue], [writtenChunk]);
  const admissionReads = await consumed([db.entities.user.query.admissions({ companyId }).params()]);

  const base = `${app.appUrl}/api/users/company/${companyId}`;
  const headers = { authorization: `Bearer ${token}` };
  const active = new URLSearchParams({
    status: 'ACTIVE',
    page: '1',
    limit: '10',
    text: 'silva',
    department: departments[0].id,
    orderBy: 'jobRoleName',
    order: 'desc',
  });
  const admission = new URLSearchParams({ status: 'ADMISSION', page: '1', limit: '10', text: 'silva', percentageFilled: '40', orderBy: 'limitDate', order: 'asc' });
  const firstPage = new URLSearchParams({ status: 'ACTIVE', page: '1', limit: '10' });
  const getActive = async () => {
    const answer = await fetch(`${base}?${active}`, { headers });
    await answer.arrayBuffer();
    return answer.status;
  };
  return [
    // The users Lambda's first call: its bundle loads and the roster is read whole.
    { ...(await sequential(`ACTIVE, ${ACTIVE_PEOPLE} people: first call (cold Lambda)`, 1, getActive)), ...coldReads },
    {
      ...(await load(`ACTIVE, ${ACTIVE_PEOPLE} people: text+department+sort (1)`, { url: `${base}?${active}`, headers, seconds: 10, connections: 1 })),
      ...warmReads,
    },
    {
      ...(await load(`ACTIVE, ${ACTIVE_PEOPLE} people: first page, no filter (1)`, { url: `${base}?${firstPage}`, headers, seconds: 10, connections: 1 })),
      ...warmReads,
    },
    // HR changes someone's phone before each call: the call reads that person's chunk again.
    {
      ...(await sequential(`ACTIVE, ${ACTIVE_PEOPLE} people: after a write each (1)`, 200, getActive, (index) =>
        updatePerson(companyId, people[index].id, async () => ({ set: { phone: `1197${String(index).padStart(7, '0')}` }, read: [] })),
      )),
      ...afterWriteReads,
    },
    {
      ...(await load(`ADMISSION, ${CANDIDATES} candidates: text+%+sort (1)`, { url: `${base}?${admission}`, headers, seconds: 10, connections: 1 })),
      ...admissionReads,
    },
    // The 16 chunks straight from DynamoDB Local, from this process: what every call read before revisions. Last,
    // because its garbage (0.9 MB a query) slows down what runs after it.
    {
      ...(await sequential('roster query alone (DynamoDB Local, 16 chunks)', 100, async () => {
        await documentClient.send(new QueryCommand(rosterQuery as never));
        return 200;
      })),
      ...rosterReads,
    },
  ];
}

export function printListFigures(figures: ListFigures[]): void {
  console.log('\nPeople lists at 1 connection (targets: ACTIVE p99 ≤ 100 ms, ≤ 1.5 MB read per request)');
  console.log('list'.padEnd(52), 'requests'.padStart(9), 'non-2xx'.padStart(8), 'p50'.padStart(8), 'p99'.padStart(8), 'items'.padStart(7), 'read'.padStart(10));
  for (const f of figures) {
    console.log(
      f.name.padEnd(52),
      String(f.requests).padStart(9),
      String(f.non2xx).padStart(8),
      `${f.p50Ms} ms`.padStart(8),
      `${f.p99Ms} ms`.padStart(8),
      String(f.items).padStart(7),
      (f.bytesRead >= 100_000 ? `${(f.bytesRead / 1_000_000).toFixed(2)} MB` : `${(f.bytesRead / 1000).toFixed(1)} KB`).padStart(10),
    );
  }
}
