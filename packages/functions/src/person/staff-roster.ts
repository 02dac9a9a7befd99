import type { StatusActive } from '@colabora/core/enums';
import { config } from '../config';
import { isConditionFailure } from '../db/condition-failure';
import type { TxEntities, TxPart } from '../db/labelled-transaction';
import { db } from '../db/service';
import { isActiveEmployee } from './active-employee';
import type { ReadField } from './guarded-update';
import type { UserRecord } from './records';

// The Ativos list reads a company's active staff from a few roster chunks (db/entities/staff-roster.ts), one
// row per person. Every write that changes what a row shows, or whether the person is listed, adds
// `rosterParts` to its own transaction, on the condition that ROW_SOURCE is what it read: two writes never
// leave a row that mixes their views.

/** Chunks per company: 16 × 400 KB holds ~35 000 rows of ~180 bytes; a query reads them all at once. */
export const ROSTER_CHUNKS = 16;

/** What a row is made of; a write that builds a row must find these as it read them. */
export const ROW_SOURCE = [
  'role',
  'deactivated',
  'archivedAt',
  'fullName',
  'phone',
  'jobRoleId',
  'departmentId',
  'statusActive',
  // currentLeave is written only with a bump of statusSeq (person/leave-status.ts): comparing the number
  // stands for comparing the map.
  'statusSeq',
  // The experience period's first and last days, shown while the person is in experience (hiredOn follows
  // hiringData's last experience day and stands for it here).
  'admissionDate',
  'hiredOn',
] as const satisfies readonly ReadField[];

/** One person of the Ativos list, as the roster keeps it (names of the job role and department come from the catalogue). */
export interface RosterRow {
  id: string;
  fullName: string;
  jobRoleId: string | null;
  departmentId: string | null;
  phone: string;
  statusActive: StatusActive;
  startDate: string | null;
  endDate: string | null;
  withoutForecastOfEnding: boolean;
}

/** Listed: an employee at work or on leave, with access, not archived (dismissed people are not). */
export function isListed(person: UserRecord): boolean {
  return isActiveEmployee(person) && !person.archivedAt;
}

/**
 * Iniciado em / Finaliza em of the status the row shows: the leave's days when away (no end without a forecast),
 * the experience period's while in experience, none once hired.
 */
function statusPeriod(person: UserRecord): [string, string] {
  const leave = person.currentLeave;
  if (leave) return [leave.startDate, leave.finalDate ?? ''];
  const lastDay = person.hiringData?.endOfSecondPeriod;
  if (person.statusActive === 'WORK_EXPERIENCE' && person.admissionDate && lastDay) return [person.admissionDate, lastDay];
  return ['', ''];
}

/** The stored row: a JSON array, positions as in `fromStored`, so 5 000 rows stay under 1 MB. */
export function storedRow(person: UserRecord): string | null {
  if (!isListed(person) || !person.statusActive) return null;
  return JSON.stringify([
    person.fullName,
    person.jobRoleId ?? '',
    person.departmentId ?? '',
    person.phone ?? '',
    person.statusActive,
    ...statusPeriod(person),
    person.currentLeave?.withoutForecastOfEnding ? 1 : 0,
  ]);
}

type StoredRow = [string, string, string, string, StatusActive, string, string, 0 | 1];

function fromStored(id: string, stored: string): RosterRow {
  const [fullName, jobRoleId, departmentId, phone, statusActive, startDate, endDate, noForecast] = JSON.parse(stored) as StoredRow;
  return {
    id,
    fullName,
    jobRoleId: jobRoleId || null,
    departmentId: departmentId || null,
    phone,
    statusActive,
    startDate: startDate || null,
    endDate: endDate || null,
    withoutForecastOfEnding: noForecast === 1,
  };
}

/** Which chunk holds a person's row (FNV-1a of the id, so any id spreads evenly). */
export function chunkOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % ROSTER_CHUNKS).padStart(2, '0');
}

const existing = new Set<string>();

/**
 * Creates the person's chunk when it does not exist yet (a row is set inside a map, which must exist). Call it
 * before the transaction that carries `rosterParts`; remembered per container.
 */
export async function rosterReady(companyId: string, id: string): Promise<void> {
  const chunk = chunkOf(id);
  const known = `${config.tableName}/${companyId}/${chunk}`;
  if (existing.has(known)) return;
  try {
    await db.entities.staffRoster.create({ companyId, chunk, rows: {} }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  existing.add(known);
}

/**
 * The parts that make the roster follow a write of a person from `before` to `after` (null: not there): none
 * when the row is the same, else the row set or removed. The write must be conditioned on ROW_SOURCE.
 */
export function rosterParts(tx: TxEntities, before: UserRecord | null, after: UserRecord | null): ['roster', TxPart][] {
  const person = after ?? before;
  if (!person) return [];
  const was = before && storedRow(before);
  const is = after && storedRow(after);
  if (was === is) return [];
  const key = { companyId: person.companyId, chunk: chunkOf(person.id) };
  const part = tx.staffRoster
    .patch(key)
    .data(({ rows }, { set, remove }) => (is ? set(rows[person.id], is) : remove(rows[person.id])))
    .commit();
  return [['roster', part]];
}

/** Every listed person of the company, in no particular order. */
export async function readRoster(companyId: string): Promise<RosterRow[]> {
  const { data } = await db.entities.staffRoster.query.roster({ companyId }).go({ pages: 'all' });
  return data.flatMap((chunk) => Object.entries((chunk.rows ?? {}) as Record<string, string>).map(([id, row]) => fromStored(id, row)));
}

/**
 * Writes the whole roster of a company from its people: for data written before the roster existed (the local
 * runtime at start) and for the bench's bulk seed. Not for a live company's writes, which keep it row by row.
 */
export async function rebuildRoster(companyId: string): Promise<number> {
  const { data: people } = await db.entities.user.query.people({ companyId }).go({ pages: 'all' });
  const chunks = Array.from({ length: ROSTER_CHUNKS }, (): Record<string, string> => ({}));
  let listed = 0;
  for (const person of people) {
    const row = storedRow(person);
    if (!row) continue;
    chunks[Number(chunkOf(person.id))][person.id] = row;
    listed += 1;
  }
  await Promise.all(
    chunks.map((rows, index) => db.entities.staffRoster.put({ companyId, chunk: String(index).padStart(2, '0'), rows }).go()),
  );
  for (let index = 0; index < ROSTER_CHUNKS; index += 1) existing.add(`${config.tableName}/${companyId}/${String(index).padStart(2, '0')}`);
  return listed;
}
