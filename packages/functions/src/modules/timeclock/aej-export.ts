import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import { exportDays, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { aejFileName, writeAej } from '@colabora/core/timeclock/aej/file';
import { AEJ_REP_ID, aejLinkRecords } from '@colabora/core/timeclock/aej/person-days';
import type { AejAbsence, AejHeader, AejLink, AejMark, AejSchedule } from '@colabora/core/timeclock/aej/records';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import { companyHolidays } from '../holiday/records';
import { companyDismissals } from '../person/dismissal-list';
import { inOrder } from '../../lib/in-order';
import { getUser } from '../person/records';
import { getJourney, type WorkdayRecord } from '../workday/store';
import { readRoster } from '../person/staff-roster';
import { storedTimeZone } from '../company/time-zone';
import { aejSettings } from './aej-program';
import { personLedger } from './ledger';
import { personDays } from './person-days';
import { punchByNsr } from './punch-store';
import { signedUpload, type StoredRepFile } from './signed-export';

// The AEJ of a company (Portaria MTP 671/2021 art. 83, Anexo VI; issue 23 §3): every person on the time clock in
// the period is a link (03), their days come from the day engine (person-days.ts) and their bank movements from
// the ledger, a few people at a time (PEOPLE_AT_ONCE), in order. The layout puts every link's marks (05) before any
// absence (07), and every schedule (04) before both: the marks and absences of each person go to two temporary files
// as they are made (Lambda's /tmp) and are read back line by line into the file, which streams to S3 like the AFD.
// Memory holds a few people's days, never the period.

/**
 * People read and evaluated at once: each person is ≈ 8 small reads in a row (the person, their activities,
 * requests, compensations, punches, ledger), so one at a time a company of 1 000 waits on 8 000 round trips.
 */
const PEOPLE_AT_ONCE = 8;

/** Records spooled to a temporary file as JSON lines and read back in the same order. */
class Spool<T> {
  private readonly out: WriteStream;

  constructor(private readonly path: string) {
    this.out = createWriteStream(path);
  }

  async write(items: readonly T[]): Promise<void> {
    if (items.length > 0 && !this.out.write(items.map((item) => JSON.stringify(item)).join('\n') + '\n')) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }

  async *read(): AsyncGenerator<T> {
    for await (const line of createInterface({ input: createReadStream(this.path), crlfDelay: Infinity })) {
      if (line) yield JSON.parse(line) as T;
    }
  }
}

/** The company's people on the time clock: the roster's, and those in or through the dismissal process. */
async function timeClockPeople(companyId: string): Promise<UserRecord[]> {
  const [roster, dismissals] = await Promise.all([readRoster(companyId), companyDismissals(companyId)]);
  const ids = new Set([...roster.filter((row) => row.recordPoints).map((row) => row.id), ...dismissals.map((entry) => entry.userId)]);
  const people: UserRecord[] = [];
  for await (const person of inOrder([...ids], PEOPLE_AT_ONCE * 4, (id) => getUser(companyId, id))) {
    if (person && person.recordPoints === true && !person.archivedAt) people.push(person);
  }
  return people.sort((a, b) => a.fullName.localeCompare(b.fullName, 'pt-BR'));
}

/** The person's days of the period: from the admission, up to the departure of someone dismissed, and up to today. */
function linkDays(person: UserRecord, from: string, to: string, today: string): { first: string; last: string } | null {
  const departure = person.statusActive === 'DISMISSED' ? person.shutDownData?.departureDate || null : null;
  const first = person.admissionDate && person.admissionDate > from ? person.admissionDate : from;
  const last = [to, today, departure].reduce<string>((earliest, day) => (day && day < earliest ? day : earliest), to);
  return first <= last ? { first, last } : null;
}

/**
 * About how many person-days the AEJ of the period evaluates (what decides whether it is written by a job): the
 * roster's people on the time clock times the period's days.
 */
export async function aejPersonDayEstimate(companyId: string, period: AfdPeriodQuery, today: string): Promise<number> {
  const [roster, first] = await Promise.all([readRoster(companyId), period.startDate ? null : punchByNsr(companyId, 1)]);
  const { from, to } = exportDays(period, today, first?.day);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return roster.filter((row) => row.recordPoints).length * days;
}

/**
 * Writes the AEJ of the period and its signature to the files bucket. No start day: from the company's first punch;
 * no end day: up to today. The company must exist (the caller's own). `progress` hears the share of people done (0–1).
 */
export async function companyAej(
  companyId: string,
  period: AfdPeriodQuery,
  today: string,
  now: Date,
  progress: (done: number) => void = () => undefined,
): Promise<StoredRepFile> {
  const [{ data: company }, first, holidays, people] = await Promise.all([
    db.entities.company.get({ id: companyId }).go(),
    punchByNsr(companyId, 1),
    companyHolidays(companyId),
    timeClockPeople(companyId),
  ]);
  if (!company) throw new Error(`company ${companyId} not found`);
  const { from, to } = exportDays(period, today, first?.day);
  const settings = aejSettings();
  const timeZone = storedTimeZone(company);
  const header: AejHeader = {
    employer: { kind: 'CNPJ', document: company.cnpj, name: company.name },
    startDay: from,
    endDay: to,
    generatedAt: zonedClock(timeZone).iso(now.getTime()),
    version: settings.version,
  };
  const folder = mkdtempSync(join(tmpdir(), 'aej-'));
  try {
    const marks = new Spool<AejMark>(join(folder, 'marks'));
    const absences = new Spool<AejAbsence>(join(folder, 'absences'));
    const schedules = new Map<string, AejSchedule>();
    const links: AejLink[] = [];
    // The company's few journeys, each read once for all its people.
    const journeys = new Map<string, Promise<WorkdayRecord | null>>();
    const journeyOf = (id: string) => journeys.get(id) ?? journeys.set(id, getJourney(companyId, id)).get(id)!;
    const linked = people.flatMap((person) => {
      const days = linkDays(person, from, to, today);
      // A person without a CPF cannot be on the time clock (issue 23 §1): there is no link to name.
      const cpf = person.documents?.cpf?.replace(/\D/g, '') ?? '';
      if (!days || cpf.length !== 11) return [];
      const link: AejLink = { id: String(links.length + 1), cpf, name: person.fullName };
      links.push(link);
      return [{ person, days, link }];
    });
    const evaluate = async ({ person, days, link }: (typeof linked)[number]) => {
      const workday = person.hiringData?.workday;
      const [evaluated, ledger] = await Promise.all([
        personDays(companyId, person, days.first, days.last, { holidays, now, timeZone, journey: workday ? await journeyOf(workday) : null }),
        personLedger(companyId, person.id, days.first, days.last),
      ]);
      return aejLinkRecords(link.id, evaluated, ledger);
    };
    let done = 0;
    for await (const records of inOrder(linked, PEOPLE_AT_ONCE, evaluate)) {
      progress((done += 1) / linked.length);
      for (const schedule of records.schedules) schedules.set(schedule.code, schedule);
      await marks.write(records.marks);
      await absences.write(records.absences);
    }
    await Promise.all([marks.close(), absences.close()]);
    const fileName = aejFileName(header);
    const key = `${DATA_EXPORTS.prefix}${companyId}/aej/${randomUUID()}/${fileName}`;
    const content = {
      reps: [{ id: AEJ_REP_ID, inpiNumber: settings.inpiNumber }],
      links,
      schedules: [...schedules.values()],
      marks: marks.read(),
      registrations: [], // 06 only for people with more than one link: Colabora keeps one link per person and company.
      absences: absences.read(),
      program: settings.program,
    };
    return await signedUpload(key, fileName, writeAej(header, content), now);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
