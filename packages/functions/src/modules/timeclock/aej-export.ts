import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DATA_EXPORTS } from '@colabora/core/uploads/retention';
import { exportDays, type AfdExportAnswer, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { aejFileName, writeAej } from '@colabora/core/timeclock/aej/file';
import { AEJ_REP_ID, aejLinkRecords } from '@colabora/core/timeclock/aej/person-days';
import type { AejAbsence, AejHeader, AejLink, AejMark, AejSchedule } from '@colabora/core/timeclock/aej/records';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import { companyHolidays } from '../holiday/records';
import { companyDismissals } from '../person/dismissal-list';
import { getUser } from '../person/records';
import { readRoster } from '../person/staff-roster';
import { storedTimeZone } from '../company/time-zone';
import { aejSettings } from './aej-program';
import { personLedger } from './ledger';
import { personDays } from './person-days';
import { punchByNsr } from './punch-store';
import { signedUpload } from './signed-export';

// The AEJ of a company (Portaria MTP 671/2021 art. 83, Anexo VI; issue 23 §3): every person on the time clock in
// the period is a link (03), their days come from the day engine (person-days.ts) and their bank movements from
// the ledger, one person at a time. The layout puts every link's marks (05) before any absence (07), and every
// schedule (04) before both: the marks and absences of each person go to two temporary files as they are made
// (Lambda's /tmp) and are read back line by line into the file, which streams to S3 like the AFD. Memory holds one
// person's days, never the period.

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
  for (const id of ids) {
    const person = await getUser(companyId, id);
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
 * Writes the AEJ of the period and its signature to the files bucket and answers its name and 60-second links.
 * No start day: from the company's first punch; no end day: up to today. The company must exist (the caller's own).
 */
export async function companyAej(companyId: string, period: AfdPeriodQuery, today: string, now: Date): Promise<AfdExportAnswer> {
  const [{ data: company }, first, holidays, people] = await Promise.all([
    db.entities.company.get({ id: companyId }).go(),
    punchByNsr(companyId, 1),
    companyHolidays(companyId),
    timeClockPeople(companyId),
  ]);
  if (!company) throw new Error(`company ${companyId} not found`);
  const { from, to } = exportDays(period, today, first?.day);
  const settings = aejSettings();
  const header: AejHeader = {
    employer: { kind: 'CNPJ', document: company.cnpj, name: company.name },
    startDay: from,
    endDay: to,
    generatedAt: zonedClock(storedTimeZone(company)).iso(now.getTime()),
    version: settings.version,
  };
  const folder = mkdtempSync(join(tmpdir(), 'aej-'));
  try {
    const marks = new Spool<AejMark>(join(folder, 'marks'));
    const absences = new Spool<AejAbsence>(join(folder, 'absences'));
    const schedules = new Map<string, AejSchedule>();
    const links: AejLink[] = [];
    for (const person of people) {
      const days = linkDays(person, from, to, today);
      // A person without a CPF cannot be on the time clock (issue 23 §1): there is no link to name.
      const cpf = person.documents?.cpf?.replace(/\D/g, '') ?? '';
      if (!days || cpf.length !== 11) continue;
      const link: AejLink = { id: String(links.length + 1), cpf, name: person.fullName };
      links.push(link);
      const [evaluated, ledger] = await Promise.all([
        personDays(companyId, person, days.first, days.last, { holidays, now }),
        personLedger(companyId, person.id, days.first, days.last),
      ]);
      const records = aejLinkRecords(link.id, evaluated, ledger);
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
