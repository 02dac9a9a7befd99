import { randomUUID } from 'node:crypto';
import type { WorkdayOption } from '@colabora/core/admission/contract';
import { db } from '../db/service';

// A company's workdays (journeys). The journeys screens come later; until then the seed and tests create them.

export interface NewWorkday {
  name: string;
  scaleType: string;
}

const toOption = (workday: { id: string; name: string; scaleType: string }): WorkdayOption => ({
  _id: workday.id,
  name: workday.name,
  scaleType: workday.scaleType,
});

export async function createWorkday(companyId: string, input: NewWorkday): Promise<WorkdayOption> {
  const { data } = await db.entities.workday.create({ id: randomUUID(), companyId, ...input }).go();
  return toOption(data);
}

/** The company's workdays by name (pt-BR collation, so accents sort where people expect). */
export async function companyWorkdays(companyId: string): Promise<WorkdayOption[]> {
  const { data } = await db.entities.workday.query.workdays({ companyId }).go({ pages: 'all' });
  return data.map(toOption).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** One workday of the company; null when it is not the company's. */
export async function findWorkday(companyId: string, id: string): Promise<WorkdayOption | null> {
  const { data } = await db.entities.workday.get({ companyId, id }).go({ consistent: true });
  return data && toOption(data);
}
