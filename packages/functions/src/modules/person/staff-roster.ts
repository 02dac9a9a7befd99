import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StatusActive } from '@colabora/core/enums';
import { normalizeText } from '@colabora/core/text';
import { config } from '../../config';
import { isConditionFailure } from '../../db/condition-failure';
import type { StaffRosterItem } from '../../db/entities/staff-roster';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { isActiveEmployee } from './active-employee';
import type { ReadField, UserRecord } from '../../db/entities/user';

// The Ativos list reads a company's active staff from a few roster chunks (db/entities/staff-roster.ts), one
// row per person. Every write that changes what a row shows, or whether the person is listed, adds
// `rosterParts` to its own transaction, on the condition that ROW_SOURCE is what it read: two writes never
// leave a row that mixes their views. The same write gives the chunk a new revision, so a warm Lambda that kept
// the chunks it read (readRoster) checks them with one small read and reads again only the changed ones.

/** Chunks per company: 16 × 400 KB holds ~35 000 rows of ~180 bytes; a query reads them all at once. */
export const ROSTER_CHUNKS = 16;
const CHUNKS = Array.from({ length: ROSTER_CHUNKS }, (_, index) => String(index).padStart(2, '0'));

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
  // Starting a dismissal takes the person out of the list; a reactivation brings them back.
  'statusDismissal',
  // REGISTROS GERAIS lists the people with the time-clock module, with their journey (hiringData.workday).
  'recordPoints',
  'hiringData',
] as const satisfies readonly ReadField[];

/** One person of the Ativos list, as the roster keeps it (names of the job role and department come from the catalogue). */
export interface RosterRow {
  id: string;
  fullName: string;
  /** The name as the text search compares it (normalizeText), worked out once per row read. */
  searchName: string;
  jobRoleId: string | null;
  departmentId: string | null;
  phone: string;
  statusActive: StatusActive;
  startDate: string | null;
  endDate: string | null;
  withoutForecastOfEnding: boolean;
  /** The journey (hiringData.workday), if any. */
  workdayId: string | null;
  /** The time-clock module is on. */
  recordPoints: boolean;
}

/**
 * Listed: an employee at work or on leave, with access, not archived (dismissed people are not), and not in the
 * dismissal process (they keep working, and the dismissal list shows them: functions/src/dismissal).
 */
export function isListed(person: UserRecord): boolean {
  return isActiveEmployee(person) && !person.archivedAt && !person.statusDismissal;
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
    person.hiringData?.workday ?? '',
    person.recordPoints ? 1 : 0,
  ]);
}

// The last two positions came later: a row written before them reads as no journey, no time clock.
type StoredRow = [string, string, string, string, StatusActive, string, string, 0 | 1, string?, (0 | 1)?];

function fromStored(id: string, stored: string): RosterRow {
  const [fullName, jobRoleId, departmentId, phone, statusActive, startDate, endDate, noForecast, workdayId, recordPoints] = JSON.parse(
    stored,
  ) as StoredRow;
  return {
    id,
    fullName,
    searchName: normalizeText(fullName),
    jobRoleId: jobRoleId || null,
    departmentId: departmentId || null,
    phone,
    statusActive,
    startDate: startDate || null,
    endDate: endDate || null,
    withoutForecastOfEnding: noForecast === 1,
    workdayId: workdayId || null,
    recordPoints: recordPoints === 1,
  };
}

/** Which chunk holds a person's row (FNV-1a of the id, so any id spreads evenly). */
export function chunkOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return CHUNKS[hash % ROSTER_CHUNKS];
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
  const revision = randomUUID();
  const chunk = tx.staffRoster
    .patch(key)
    .data(({ rows, revision: chunkRevision }, { set, remove }) => {
      if (is) set(rows[person.id], is);
      else remove(rows[person.id]);
      set(chunkRevision, revision);
    })
    .commit();
  return [
    ['roster', chunk],
    ['roster', tx.staffRosterRevision.put({ ...key, revision }).commit()],
  ];
}

/**
 * A chunk's rows as this container read them, with the chunk's revision: null when the chunk was not there,
 * undefined when it was written before revisions existed (then it is read again every time).
 */
interface ReadChunk {
  revision: string | null | undefined;
  rows: RosterRow[];
}

/** The rosters this container read, by table and company (the most recently listed companies only), with their rows. */
const kept = new Map<string, { readAt: number; chunks: Map<string, ReadChunk>; rows: RosterRow[] }>();
const KEPT_COMPANIES = 20;
/**
 * A writer that knows nothing of revisions (the previous code, while a deploy replaces the functions one by one)
 * could change rows unseen: a company's chunks are read whole again after this long.
 */
const KEPT_MS = 60_000;

/**
 * Every listed person of the company, in no particular order, as last written: the first call reads every chunk;
 * later ones read the chunks' revisions (consistent) and only the chunks whose revision changed. A kept chunk
 * pairs its rows with the revision read in the same item, so it is never taken for a newer one. The rows are
 * shared with later calls: read them, never change them.
 */
export async function readRoster(companyId: string): Promise<readonly RosterRow[]> {
  const key = `${config.tableName}/${companyId}`;
  const known = kept.get(key);
  const fresh = known && Date.now() - known.readAt < KEPT_MS ? known : undefined;
  const chunks = fresh ? await changedChunks(companyId, fresh.chunks) : await allChunks(companyId);
  const rows = fresh && chunks === fresh.chunks ? fresh.rows : [...chunks.values()].flatMap((chunk) => chunk.rows);
  kept.delete(key);
  kept.set(key, { readAt: fresh?.readAt ?? Date.now(), chunks, rows });
  if (kept.size > KEPT_COMPANIES) kept.delete(kept.keys().next().value as string);
  return rows;
}

function readChunk(item: StaffRosterItem | undefined): ReadChunk {
  if (!item) return { revision: null, rows: [] };
  const rows = Object.entries(item.rows ?? {}).map(([id, row]) => fromStored(id, row));
  return { revision: item.revision, rows };
}

async function allChunks(companyId: string): Promise<Map<string, ReadChunk>> {
  const { data } = await db.entities.staffRoster.query.roster({ companyId }).go({ pages: 'all', consistent: true });
  const byChunk = new Map(data.map((item) => [item.chunk, item]));
  return new Map(CHUNKS.map((chunk) => [chunk, readChunk(byChunk.get(chunk))]));
}

async function changedChunks(companyId: string, known: Map<string, ReadChunk>): Promise<Map<string, ReadChunk>> {
  const { data } = await db.entities.staffRosterRevision.query.revisions({ companyId }).go({ pages: 'all', consistent: true });
  const revisions = new Map(data.map((item) => [item.chunk, item.revision]));
  const changed = CHUNKS.filter((chunk) => {
    const read = known.get(chunk)?.revision;
    return read === undefined || read !== (revisions.get(chunk) ?? null);
  });
  if (changed.length === 0) return known;
  const items = new Map((await getChunks(companyId, changed)).map((item) => [item.chunk, item]));
  return new Map(CHUNKS.map((chunk) => [chunk, changed.includes(chunk) ? readChunk(items.get(chunk)) : (known.get(chunk) as ReadChunk)]));
}

/** The chunks that exist of those asked for. A batch read may leave keys for later under load: asked again. */
async function getChunks(companyId: string, chunks: readonly string[]): Promise<StaffRosterItem[]> {
  const found: StaffRosterItem[] = [];
  let keys = chunks.map((chunk) => ({ companyId, chunk }));
  for (let attempt = 1; keys.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('roster chunks left unread');
    if (attempt > 1) await sleep(50 * attempt);
    const { data, unprocessed } = await db.entities.staffRoster.get(keys).go({ consistent: true });
    found.push(...data);
    keys = unprocessed;
  }
  return found;
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
    CHUNKS.flatMap((chunk, index) => {
      const revision = randomUUID();
      return [
        db.entities.staffRoster.put({ companyId, chunk, rows: chunks[index], revision }).go(),
        db.entities.staffRosterRevision.put({ companyId, chunk, revision }).go(),
      ];
    }),
  );
  for (const chunk of CHUNKS) existing.add(`${config.tableName}/${companyId}/${chunk}`);
  return listed;
}
