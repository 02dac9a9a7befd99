import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { db } from '@colabora/functions/db/service';
import { rebuildRoster } from '@colabora/functions/person/staff-roster';
import { DATA_DIR } from './paths';

// Data kept in `.local/` by an older version of the app is brought up to date once at start, so nobody has to
// `npm run reset` and lose what they typed. The version is a file next to the data; a fresh table (and every
// in-memory run) is written at the current version by the seed and needs nothing.
//   1 → 2: the Ativos roster rows gained the journey and the time-clock flag, and people the top-level
//          `workdayId` the alerts job finds them by (gsi2): every roster is rebuilt and every journey re-set.

export const LOCAL_DATA_VERSION = 2;
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

/** `seeded`: the seed has just written a fresh table (at the current version). */
export async function upgradeLocalData({ inMemory, seeded }: { inMemory: boolean; seeded: boolean }): Promise<void> {
  if (inMemory) return;
  // Data from before this file existed is version 1.
  const version = seeded ? LOCAL_DATA_VERSION : existsSync(VERSION_FILE) ? Number(readFileSync(VERSION_FILE, 'utf8')) : 1;
  if (version < 2) await upgradeToTwo();
  writeFileSync(VERSION_FILE, String(LOCAL_DATA_VERSION));
}
