import { randomUUID } from 'node:crypto';
import type { RunningApp } from '../e2e/support/local-app';
import { load, type LoadFigures } from './http-load';

// The issue 10 goal: 5 000 active people in one company, GET users/company/{id}?status=ACTIVE with text search,
// a filter and a sort, p99 ≤ 100 ms at 1 connection, DynamoDB bytes read per request ≤ 1.5 MB; the same figures
// for the admissions list at 500 candidates. People are written straight into the runtime's table through the
// entities (batch writes), then the roster is built from them, as the local runtime does for old data.

export const ACTIVE_PEOPLE = 5000;
export const CANDIDATES = 500;

export interface ListFigures extends LoadFigures {
  /** DynamoDB's own count for the request's queries (ReturnConsumedCapacity), as bytes: eventually consistent
   * reads cost 0.5 unit per 4 KB, so bytes ≈ units × 8 KB (rounded up to 4 KB per query). */
  bytesRead: number;
  items: number;
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Érica', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Lucas'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento'];
const STATUSES = ['HIRED', 'HIRED', 'HIRED', 'WORK_EXPERIENCE', 'VACATION', 'DAY_OFF'] as const;

/** Points this process's entities at the runtime's table (the variables SST binds in AWS). */
function useRuntimeTable(app: RunningApp): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${app.portEnv.DYNAMODB_PORT}`,
    SST_APP: 'colabora',
    SST_STAGE: 'local',
    SST_Table_tableName_Main: 'colabora-local',
  });
}

export async function measurePeopleLists(app: RunningApp, token: string, companyId: string): Promise<ListFigures[]> {
  useRuntimeTable(app);
  const { db } = await import('@colabora/functions/db/service');
  const { documentClient } = await import('@colabora/functions/db/client');
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { companyDepartments, companyJobRoles } = await import('@colabora/functions/person/catalog-lookup');
  const { rebuildRoster } = await import('@colabora/functions/person/staff-roster');

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

  /** What one list request reads, as DynamoDB counts it. */
  const consumed = async (queries: object[]) => {
    let units = 0;
    let items = 0;
    for (const query of queries) {
      let params: Record<string, unknown> = { ...query, ReturnConsumedCapacity: 'TOTAL' };
      for (;;) {
        const answer = await documentClient.send(new QueryCommand(params as never));
        units += answer.ConsumedCapacity?.CapacityUnits ?? 0;
        items += answer.Count ?? 0;
        if (!answer.LastEvaluatedKey) break;
        params = { ...params, ExclusiveStartKey: answer.LastEvaluatedKey };
      }
    }
    return { bytesRead: units * 8192, items };
  };
  // The queries the handlers send, as ElectroDB builds them (keys stay in the entity files).
  const catalogue = [db.entities.jobRole.query.jobRoles({ companyId }).params(), db.entities.department.query.departments({ companyId }).params()];
  const activeReads = await consumed([db.entities.staffRoster.query.roster({ companyId }).params(), ...catalogue]);
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
  return [
    {
      ...(await load(`ACTIVE, ${ACTIVE_PEOPLE} people: text+department+sort (1)`, { url: `${base}?${active}`, headers, seconds: 10, connections: 1 })),
      ...activeReads,
    },
    {
      ...(await load(`ADMISSION, ${CANDIDATES} candidates: text+%+sort (1)`, { url: `${base}?${admission}`, headers, seconds: 10, connections: 1 })),
      ...admissionReads,
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
      `${(f.bytesRead / 1_000_000).toFixed(2)} MB`.padStart(10),
    );
  }
}
