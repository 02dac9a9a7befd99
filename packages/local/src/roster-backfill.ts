import { db } from '@colabora/functions/db/service';
import { rebuildRoster } from '@colabora/functions/person/staff-roster';

/**
 * Data kept in `.local/` from before the Ativos roster existed (functions/src/person/staff-roster.ts) gets it
 * built once from the people, so the list shows everyone already active. A company with any roster chunk is
 * left alone: its writes keep it.
 */
export async function backfillRosters(): Promise<void> {
  const { data: companies } = await db.entities.company.query.companies({}).go({ pages: 'all' });
  for (const company of companies) {
    const { data: chunks } = await db.entities.staffRoster.query.roster({ companyId: company.id }).go({ limit: 1 });
    if (chunks.length === 0) await rebuildRoster(company.id);
  }
}
