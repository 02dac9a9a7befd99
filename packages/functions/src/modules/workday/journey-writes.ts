import { randomUUID } from 'node:crypto';
import { SERVER_MSG } from '@colabora/core/messages';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { Journey, NewJourney } from '@colabora/core/workday/schema';
import { claimName, isRename, releaseName } from '../catalog/catalog-writes';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { Conflict, NotFound } from '../../http/http-error';
import { journeyInUse, journeysInUse } from './in-use';
import {
  companyJourneys,
  createPart,
  deletePart,
  editPart,
  getJourney,
  newJourneyRecord,
  statusPart,
  toJourney,
  WORKDAY_KIND,
  type WorkdayRecord,
} from './store';

// The journeys' invariants, each kept by the transaction that writes: a name is unique in the company (its
// name marker), and a journey people are on is neither edited, deactivated nor removed (every write is
// conditional on totalEmployees = 0, which the assignment of a person raises in its own transaction).

/** A journey changed meanwhile too often to apply a write: after 5 attempts. */
const conflicts = (message: string) => ({ attempts: 5, exhausted: () => new Error(message) });

const nameTaken = () => new Conflict(WORKDAY_MSG.nameTaken, { name: WORKDAY_MSG.nameTaken });

/** POST /workday: the journey, active and with nobody on it, and its name, in one transaction. */
export async function createJourney(companyId: string, journey: NewJourney): Promise<Journey> {
  const record = newJourneyRecord(companyId, randomUUID(), journey);
  const refused = await writeLabelled((tx) => [
    ['name', claimName(tx, companyId, WORKDAY_KIND, journey.name, record.id)],
    ['journey', createPart(tx, record)],
  ]);
  if (refused === 'name') throw nameTaken();
  if (refused) throw new Error(`journey creation refused by ${refused}`);
  return toJourney(record);
}

/** What an edit writes, and the stored fields its decision read (a change to any of them makes it decide again). */
export interface JourneyEdit {
  set: Partial<NewJourney>;
  read: (keyof WorkdayRecord)[];
}

/**
 * Edits a journey of the company (404 for anyone else's) that nobody is on (409 otherwise). `decide` sees the
 * stored journey and may throw to refuse. A rename moves its name marker in the same write. Answers the journey.
 */
export async function editJourney(companyId: string, id: string, decide: (record: WorkdayRecord) => JourneyEdit): Promise<Journey> {
  return retryTransaction(async () => {
    const record = await getJourney(companyId, id);
    if (!record) throw new NotFound(SERVER_MSG.notFound);
    if (record.totalEmployees > 0) throw journeyInUse(record);
    const { set, read } = decide(record);
    const newName = set.name !== undefined && isRename(record, set.name) ? set.name : null;
    const refused = await writeLabelled((tx) => [
      ['journey', editPart(tx, record, set, [...read, 'nameNormalized'])],
      ...(newName === null
        ? []
        : ([
            ['old-name', releaseName(tx, WORKDAY_KIND, record)],
            ['name', claimName(tx, companyId, WORKDAY_KIND, newName, id)],
          ] as ['old-name' | 'name', TxPart][])),
    ]);
    if (refused === 'name') throw nameTaken();
    // What was written, not read back (a read failing after the commit must not answer 500).
    if (!refused) return { ...toJourney(record), ...set };
    // Someone assigned a person, edited or removed it meanwhile: read again, which says which.
    return READ_AGAIN;
  }, conflicts('could not edit the journey after repeated conflicts'));
}

/** DELETE /workday/{id}: the journey and its name, only while nobody is on it. */
export async function removeJourney(companyId: string, id: string): Promise<void> {
  return retryTransaction(async () => {
    const record = await getJourney(companyId, id);
    if (!record) throw new NotFound(SERVER_MSG.notFound);
    if (record.totalEmployees > 0) throw journeyInUse(record);
    const refused = await writeLabelled((tx) => [
      ['journey', deletePart(tx, record)],
      ['name', releaseName(tx, WORKDAY_KIND, record)],
    ]);
    return refused ? READ_AGAIN : undefined;
  }, conflicts('could not remove the journey after repeated conflicts'));
}

/** The selected journeys of the company, each once; 404 when one is not the company's. */
async function selectedJourneys(companyId: string, ids: readonly string[]): Promise<WorkdayRecord[]> {
  const byId = new Map((await companyJourneys(companyId)).map((record) => [record.id, record]));
  return [...new Set(ids)].map((id) => {
    const record = byId.get(id);
    if (!record) throw new NotFound(SERVER_MSG.notFound);
    return record;
  });
}

/**
 * Writes a selection all or nothing, in one transaction: `decide` sees the selection as stored and answers the
 * journeys to write, or throws to refuse; `parts` writes one. A write refused by a change meanwhile (a person
 * assigned) reads and decides again. The call's schema caps a selection at core's MAX_SELECTED, which one
 * transaction holds at two parts a journey.
 */
async function writeSelection(
  companyId: string,
  ids: readonly string[],
  decide: (records: WorkdayRecord[]) => WorkdayRecord[],
  parts: (tx: TxEntities, record: WorkdayRecord) => TxPart[],
): Promise<void> {
  return retryTransaction(async () => {
    const writing = decide(await selectedJourneys(companyId, ids));
    if (writing.length === 0) return;
    const refused = await writeLabelled((tx) => writing.flatMap((record) => parts(tx, record).map((part): [string, TxPart] => [record.id, part])));
    return refused ? READ_AGAIN : undefined;
  }, conflicts('could not write the selected journeys after repeated conflicts'));
}

/** DELETE /workday {selectedJourneys}: every one, or none when people are on any (409 naming them). */
export async function removeJourneys(companyId: string, ids: readonly string[]): Promise<void> {
  await writeSelection(
    companyId,
    ids,
    (records) => {
      const inUse = records.filter((record) => record.totalEmployees > 0);
      if (inUse.length > 0) throw journeysInUse(inUse, WORKDAY_MSG.removeManyInUse);
      return records;
    },
    (tx, record) => [deletePart(tx, record), releaseName(tx, WORKDAY_KIND, record)],
  );
}

/**
 * PUT /workday {selectedJourneys, status}: ATIVAR / DESATIVAR SELECIONADOS, all or nothing. Deactivating a
 * journey people are on is refused (409 naming them); one already in the status is left as it is.
 */
export async function setJourneysStatus(companyId: string, ids: readonly string[], status: boolean): Promise<void> {
  await writeSelection(
    companyId,
    ids,
    (records) => {
      const changing = records.filter((record) => record.status !== status);
      const inUse = changing.filter((record) => record.totalEmployees > 0);
      if (inUse.length > 0) throw journeysInUse(inUse, WORKDAY_MSG.deactivateManyInUse);
      return changing;
    },
    (tx, record) => [statusPart(tx, record, status)],
  );
}
