import type { EntityItem } from '../../db/model/entity';
import type { WorkdayOption } from '@colabora/core/admission/contract';
import type { Journey, NewJourney } from '@colabora/core/workday/schema';
import { normalizeText } from '@colabora/core/text';
import { itemKey, stillUnused } from '../catalog/conditions';
import type { Workday } from '../../db/entities/workday';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

// A company's journeys as stored: reads, and the transaction parts of their writes. The rules (in use, names)
// are in ./journey-writes.ts.

export type WorkdayRecord = EntityItem<typeof Workday>;
export const WORKDAY_KIND = 'workday';

export function toJourney(record: WorkdayRecord): Journey {
  const { id, companyId, nameNormalized: _search, updatedAt: _edited, ...fields } = record;
  return {
    ...fields,
    _id: id,
    company: companyId,
    limitTime: fields.limitTime ?? null,
    cycleStart: fields.cycleStart ?? null,
    nightWork: fields.nightWork ?? 'URBAN',
    agreedMainBreak: fields.agreedMainBreak ?? false,
    preAssignedBreak: fields.preAssignedBreak ?? false,
    createdAt: fields.createdAt ?? '',
  };
}

const toOption = (record: WorkdayRecord): WorkdayOption => ({ _id: record.id, name: record.name, scaleType: record.scaleType });

export async function getJourney(companyId: string, id: string): Promise<WorkdayRecord | null> {
  const { data } = await db.entities.workday.get({ companyId, id }).go({ consistent: true });
  return data;
}

/** Every journey of the company (tens of them: one partition, read whole). */
export async function companyJourneys(companyId: string): Promise<WorkdayRecord[]> {
  const { data } = await db.entities.workday.query.workdays({ companyId }).go({ pages: 'all', consistent: true });
  return data;
}

/** The journeys the hiring-data select offers: the active ones, by name (pt-BR collation). */
export async function companyWorkdays(companyId: string): Promise<WorkdayOption[]> {
  const active = (await companyJourneys(companyId)).filter((record) => record.status);
  return active.map(toOption).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** One journey of the company; null when it is not the company's. */
export async function findWorkday(companyId: string, id: string): Promise<WorkdayOption | null> {
  const record = await getJourney(companyId, id);
  return record && toOption(record);
}

/** Who holds a journey name (accent- and case-free) in the company, if anyone. */
export async function nameOwner(companyId: string, name: string): Promise<string | null> {
  const { data } = await db.entities.nameMarker
    .get({ companyId, kind: WORKDAY_KIND, nameNormalized: normalizeText(name) })
    .go({ consistent: true });
  return data?.ownerId ?? null;
}

/** What an edit writes and removes: null clears an attribute (an unlimited entry's limit time, a cycle with no first day). */
function edits<T extends Partial<NewJourney>>(fields: T) {
  const { limitTime, cycleStart, ...kept } = fields;
  const set = { ...kept, ...(limitTime != null ? { limitTime } : {}), ...(cycleStart != null ? { cycleStart } : {}) };
  const removed = [...(limitTime === null ? ['limitTime'] : []), ...(cycleStart === null ? ['cycleStart'] : [])] as ('limitTime' | 'cycleStart')[];
  return { set, removed };
}

/** The new journey's item: active, nobody on it yet. */
export function newJourneyRecord(companyId: string, id: string, journey: NewJourney): WorkdayRecord {
  return { ...edits(journey).set, id, companyId, status: true, totalEmployees: 0, createdAt: new Date().toISOString() };
}

export function createPart(tx: TxEntities, record: WorkdayRecord): TxPart {
  return tx.workday.create(record).commit();
}

type WorkdayCondition = Parameters<ReturnType<ReturnType<typeof db.entities.workday.patch>['set']>['where']>[0];

/** Nobody is on the journey, and each of `read` still holds what the decision read. */
function freeAndUnchanged(record: WorkdayRecord, read: readonly (keyof WorkdayRecord)[]): WorkdayCondition {
  return (attributes, { eq, notExists }) =>
    [
      eq(attributes.totalEmployees, 0),
      ...read.map((field) => (record[field] === undefined ? notExists(attributes[field]) : eq(attributes[field], record[field]))),
    ].join(' AND ');
}

/** Writes `fields` on a journey nobody is on, if what the edit read is unchanged. */
export function editPart(tx: TxEntities, record: WorkdayRecord, fields: Partial<NewJourney>, read: readonly (keyof WorkdayRecord)[]): TxPart {
  const { set, removed } = edits(fields);
  const patch = tx.workday.patch(itemKey(record)).set(set);
  return (removed.length > 0 ? patch.remove(removed) : patch).where(freeAndUnchanged(record, read)).commit();
}

/** Deletes a journey only while nobody is on it. */
export function deletePart(tx: TxEntities, record: WorkdayRecord): TxPart {
  return tx.workday.delete(itemKey(record)).where(stillUnused).commit();
}

/** Sets the status; deactivating requires nobody on the journey (a join requires it active: person/headcount.ts). */
export function statusPart(tx: TxEntities, record: WorkdayRecord, status: boolean): TxPart {
  const patch = tx.workday.patch(itemKey(record)).set({ status });
  return (status ? patch : patch.where(({ totalEmployees }, { eq }) => eq(totalEmployees, 0))).commit();
}
