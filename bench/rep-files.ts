import { readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { NewUser } from '@colabora/functions/db/entities/user';
import type { RunningApp } from '../e2e/support/local-app';
import { useRuntimeTable } from './people-list';

// Issue 23 §2's goal: the AFD of 1 000 people × 31 days (about 90 000 punches) exported in ≤ 10 s locally, memory
// flat; §3's AEJ of the same month beside it. A company of its own gets 1 000 people on the time clock (on core's
// valid 5x2 journey, written straight as items, then the roster rebuilt from them) and their punches of October
// 2026 (4 a working day: 22 days × 4 × 1 000 = 88 000), chained as record-punch.ts chains them, written straight
// into the runtime's table (batch writes). Then GET /point-registers/{afd|aej} through the local gateway, timed;
// the runtime process's peak resident memory during the call (Linux VmHWM, reset before it); and the file
// downloaded and read back by the test reader written from the layout.

const PEOPLE = 1000;
const MONTH = '2026-10';
const TIMES = ['08:00', '12:00', '13:00', '17:48'] as const;

export type RepFile = 'afd' | 'aej';

export interface RepFileFigures {
  file: RepFile;
  /** Whether the call went on as a job (modules/timeclock/rep-export-job.ts): the time is then until the file was ready. */
  asJob: boolean;
  punches: number;
  seedSeconds: number;
  exportMs: number;
  fileBytes: number;
  /** The AFD's type-7 records, the AEJ's marks (05). */
  records: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
const mb = (kilobytes: number) => Math.round(kilobytes / 1024);

export async function measureRepFile(app: RunningApp, file: RepFile): Promise<RepFileFigures> {
  useRuntimeTable(app);
  const { db } = await import('@colabora/functions/db/service');
  const { createCompany, TEST_PASSWORD, testPasswordHash } = await import('@colabora/functions/testing/fixtures');
  const { createTestJourney } = await import('@colabora/functions/testing/journeys');
  const { createUser } = await import('@colabora/functions/modules/person/records');
  const { rebuildRoster } = await import('@colabora/functions/modules/person/staff-roster');
  const { generateCpf } = await import('@brazilian-utils/brazilian-utils');
  const { punchHash } = await import('@colabora/core/timeclock/punch-hash');
  // The bench companies are in Sao Paulo (their address), so on its clock.
  const { instantAt, iso } = (await import('@colabora/core/timeclock/company-clock')).zonedClock('America/Sao_Paulo');
  const { readAfd } = await import('@colabora/core/timeclock/testing/afd-reader');
  const { readAej } = await import('@colabora/core/timeclock/testing/aej-reader');

  const started = performance.now();
  const company = await createCompany(`Empresa do Bench ${file.toUpperCase()}`);
  const hr = await createUser({
    companyId: company.id,
    email: `rh-${file}-${randomUUID().slice(0, 8)}@bench.com.br`,
    fullName: `RH do Bench ${file.toUpperCase()}`,
    role: 'HUMAN_RESOURCES_MANAGMENT',
    passwordHash: await testPasswordHash(),
    deactivated: false,
  });
  const journey = await createTestJourney(company.id);
  const people = Array.from({ length: PEOPLE }, (_, index) => ({
    companyId: company.id,
    id: randomUUID(),
    email: `ponto-${index}-${randomUUID().slice(0, 8)}@bench.com.br`,
    fullName: `Pessoa do Ponto ${String(index).padStart(4, '0')}`,
    role: 'EMPLOYEE' as const,
    passwordHash: 'bench',
    deactivated: false,
    statusActive: 'HIRED' as const,
    recordPoints: true,
    admissionDate: '2025-01-02',
    hiringData: { regime: 'CLT' as const, workday: journey._id, workdayName: journey.name },
    documents: { cpf: generateCpf() } as NewUser['documents'] & { cpf: string },
  }));
  await db.entities.user.put(people).go({ concurrent: 4 });
  await rebuildRoster(company.id);
  const days = Array.from({ length: 31 }, (_, index) => `${MONTH}-${String(index + 1).padStart(2, '0')}`).filter(
    (day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()),
  );
  // The company's creation took the first NSR (its AFD type-2 record). Each person's inclusion on the time clock
  // (type 5 'I', made as activation makes it) follows, the day before the month, and then the punches.
  const { employeeEvent } = await import('@colabora/functions/modules/timeclock/afd-events');
  let nsr = (await db.entities.punchCounter.get({ companyId: company.id }).go()).data?.nsr ?? 0;
  const inclusions = people.flatMap((person, index) => {
    const event = employeeEvent(null, person, null);
    return event ? [event(nsr + index + 1, { at: new Date(instantAt(`${MONTH}-01`, '08:00', -1) + index * 50), timeZone: 'America/Sao_Paulo' })] : [];
  });
  await db.entities.afdEvent.put(inclusions).go({ concurrent: 4 });
  nsr += inclusions.length;
  const eventsNsr = nsr;
  let lastHash: string | null = null;
  for (const day of days) {
    const items = [];
    for (const time of TIMES) {
      for (const [index, person] of people.entries()) {
        nsr += 1;
        const at = iso(instantAt(day, time) + index * 50);
        const punch = { nsr, punchedAt: at, cpf: person.documents.cpf, recordedAt: at, collector: '02', online: true };
        lastHash = await punchHash(punch, lastHash);
        items.push({ ...punch, companyId: company.id, userId: person.id, day, receivedAt: new Date(instantAt(day, time) + index * 50).toISOString(), hash: lastHash, outOfSchedule: true });
      }
    }
    await db.entities.punch.put(items).go({ concurrent: 4 });
  }
  await db.entities.punchCounter.put({ companyId: company.id, nsr, lastHash: lastHash ?? '', transactions: nsr }).go();
  const seedSeconds = (performance.now() - started) / 1000;
  const punches = nsr - eventsNsr;
  console.log(`Seeded ${PEOPLE} people on the time clock (${inclusions.length} inclusion records) and their ${punches} punches in ${seedSeconds.toFixed(1)} s`);

  const signIn = await fetch(`${app.appUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: hr.email, password: TEST_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const rssBefore = kb(status(app.pid), 'VmRSS');
  writeFileSync(`/proc/${app.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const call = performance.now();
  const ask = (query: string) => fetch(`${app.appUrl}/api/point-registers/${file}/${company.id}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  let answer = await ask(`startDate=${MONTH}-01&endDate=${MONTH}-31`);
  // A period too big for one call goes on as a job (202 {jobId, progress}): polled as the SPA does, until the file.
  const asJob = answer.status === 202;
  while (answer.status === 202) {
    const { jobId } = (await answer.json()) as { jobId: string };
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await ask(`job=${jobId}`);
  }
  const exportMs = performance.now() - call;
  const peak = kb(status(app.pid), 'VmHWM');
  if (answer.status !== 200) throw new Error(`${file.toUpperCase()} answered ${answer.status}: ${await answer.text()}`);
  const { url } = (await answer.json()) as { url: string };
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const records = file === 'afd' ? (await readAfd(bytes)).records.filter((record) => record.type === '7').length : readAej(bytes).records['05'].length;
  return { file, asJob, punches, seedSeconds, exportMs, fileBytes: bytes.length, records, rssBeforeMb: mb(rssBefore), peakRssMb: mb(peak) };
}

const GOALS: Record<RepFile, string> = {
  afd: 'AFD export (target: 1 000 people × 31 days, about 90 000 records, ≤ 10 s locally)',
  aej: 'AEJ export (1 000 people × 31 days, beside the AFD\'s figures)',
};

export function printRepFileFigures(f: RepFileFigures): void {
  console.log(`\n${GOALS[f.file]}`);
  const what = f.file === 'afd' ? 'type-7 records' : 'marks (05)';
  console.log(`  ${f.punches} punches → ${f.records} ${what}, ${(f.fileBytes / 1e6).toFixed(1)} MB, read back by the layout reader: valid`);
  const how = f.asJob ? ' (as a job: 202, then ?job= polled every 250 ms until the links)' : '';
  console.log(`  GET /api/point-registers/${f.file}/{companyId}: ${(f.exportMs / 1000).toFixed(2)} s${how}`);
  console.log(`  runtime process (gateway + Lambda bundles + S3 stand-in): RSS ${f.rssBeforeMb} MB before, peak ${f.peakRssMb} MB during the export`);
}
