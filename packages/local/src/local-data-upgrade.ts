import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TIME_ZONE } from '@colabora/core/company/time-zone';
import { punchHash } from '@colabora/core/timeclock/punch-hash';
import { ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '@colabora/functions/config';
import { documentClient } from '@colabora/functions/db/client';
import { db, REP_RECORDS } from '@colabora/functions/db/service';
import { TABLE_KEYS } from '@colabora/functions/db/table-schema';
import { assignmentsOf } from '@colabora/functions/modules/person/headcount';
import { rebuildRoster } from '@colabora/functions/modules/person/staff-roster';
import { companyPunches } from '@colabora/functions/modules/timeclock/punch-store';
import { DATA_DIR } from './paths';
import { placeAfdEvents } from './place-events';

// Data kept in `.local/` by an older version of the app is brought up to date once at start, so nobody has to
// `npm run reset` and lose what they typed. The version is a file next to the data; a fresh table (and every
// in-memory run) is written at the current version by the seed and needs nothing.
//   1 → 2: the Ativos roster rows gained the journey and the time-clock flag, and people the top-level
//          `workdayId` the alerts job finds them by (gsi2): every roster is rebuilt and every journey re-set.
//   2 → 3: a journey's Colaboradores no longer counts HR and administrator accounts (person/headcount.ts):
//          every journey's total is counted again from its people.
//   3 → 4: the first punch of a company is hashed over its fields alone, no longer with 64 spaces appended (the
//          AFD layout's "caso exista", issue 23): every company's chain is computed again in NSR order, each punch
//          whose hash changes is written again with it, and the NSR counter takes the last one. Only local data,
//          never deployed: in AWS no function may rewrite a punch.
//   4 → 5: each company has the time zone its time clock runs on (issue 22 §6): a company without one gets
//          America/Sao_Paulo, the clock its punches and days were recorded on.
//   5 → 6: the NSR numbers every AFD record, not the punches alone (issue 23 §1). Each company's employer record
//          (type 2) and its people's inclusions on the time clock (type 5 'I'; 'E' after the last punch of someone
//          who has left it) are put at their historical place as well as it can be told (place-events.ts), the
//          punches after them renumbered and chained again (the hash covers the NSR), the requests naming a punch
//          by its NSR and the cached receipts follow, and the counter takes the last NSR. Only local data.
//   6 → 7: the REP's records (punches, employer and employee records) live in a table of their own, which no
//          function may update or delete in (issue 23 §7, db/service.ts REP_RECORDS): each one in the main table
//          moves there, as it is. It runs before the others: they read and write the records through db.entities,
//          which now binds them to that table. Only local data: nothing was deployed before it.

export const LOCAL_DATA_VERSION = 7;
const VERSION_FILE = join(DATA_DIR, 'data-version');

async function companies() {
  const { data } = await db.entities.company.query.companies({}).go({ pages: 'all' });
  return data;
}

async function upgradeToTwo(): Promise<void> {
  for (const company of await companies()) {
    const { data: people } = await db.entities.user.query.people({ companyId: company.id }).go({ pages: 'all' });
    for (const person of people) {
      const workday = person.hiringData?.workday;
      if (workday && person.workdayId !== workday) {
        await db.entities.user.patch({ companyId: company.id, id: person.id }).set({ workdayId: workday }).go();
      }
    }
    await rebuildRoster(company.id);
  }
}

async function upgradeToThree(): Promise<void> {
  for (const company of await companies()) {
    const { data: people } = await db.entities.user.query.people({ companyId: company.id }).go({ pages: 'all' });
    const totals = new Map<string, number>();
    for (const person of people) {
      const journey = assignmentsOf(person).workday;
      if (journey) totals.set(journey, (totals.get(journey) ?? 0) + 1);
    }
    const { data: journeys } = await db.entities.workday.query.workdays({ companyId: company.id }).go({ pages: 'all' });
    for (const journey of journeys) {
      const total = totals.get(journey.id) ?? 0;
      if (journey.totalEmployees !== total) {
        await db.entities.workday.patch({ companyId: company.id, id: journey.id }).set({ totalEmployees: total }).go();
      }
    }
  }
}

async function upgradeToFour(): Promise<void> {
  for (const company of await companies()) {
    let previous: string | null = null;
    for await (const punch of companyPunches(company.id)) {
      const hash = await punchHash(punch, previous);
      if (hash !== punch.hash) await db.entities.punch.put({ ...punch, hash }).go();
      previous = hash;
    }
    if (previous) await db.entities.punchCounter.patch({ companyId: company.id }).set({ lastHash: previous }).go();
  }
}

async function upgradeToFive(): Promise<void> {
  for (const company of await companies()) {
    if (!company.timeZone) await db.entities.company.patch({ id: company.id }).set({ timeZone: DEFAULT_TIME_ZONE }).go();
  }
}

/** Items moved per transaction: each is a put and a delete, of DynamoDB's 100 actions. */
const MOVED_PER_TRANSACTION = 50;

async function moveRepRecords(): Promise<void> {
  const entities = Object.values(REP_RECORDS);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }));
    const records = (page.Items ?? []).flatMap((item) => {
      const entity = entities.find((candidate) => candidate.owns(item));
      return entity ? [{ item, table: entity.bound().table }] : [];
    });
    for (let from = 0; from < records.length; from += MOVED_PER_TRANSACTION) {
      // Put and delete in one transaction: an interrupted upgrade leaves each record in one table, never two or none.
      const TransactItems = records.slice(from, from + MOVED_PER_TRANSACTION).flatMap(({ item, table }) => [
        { Put: { TableName: table, Item: item } },
        { Delete: { TableName: config.tableName, Key: { [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey], [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey] } } },
      ]);
      await documentClient.send(new TransactWriteCommand({ TransactItems }));
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

async function upgradeToSix(): Promise<void> {
  for (const company of await companies()) await placeAfdEvents(company);
}

/** `seeded`: the seed has just written a fresh table (at the current version). */
export async function upgradeLocalData({ inMemory, seeded }: { inMemory: boolean; seeded: boolean }): Promise<void> {
  if (inMemory) return;
  // Data from before this file existed is version 1.
  const version = seeded ? LOCAL_DATA_VERSION : existsSync(VERSION_FILE) ? Number(readFileSync(VERSION_FILE, 'utf8')) : 1;
  if (version < 7) await moveRepRecords();
  if (version < 2) await upgradeToTwo();
  if (version < 3) await upgradeToThree();
  if (version < 4) await upgradeToFour();
  if (version < 5) await upgradeToFive();
  if (version < 6) await upgradeToSix();
  writeFileSync(VERSION_FILE, String(LOCAL_DATA_VERSION));
}
