import { randomUUID } from 'node:crypto';
import type { CompanyAddress } from '@colabora/core/company/schema';
import { stateTimeZone } from '@colabora/core/company/time-zone';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

export class CnpjTakenError extends Error {}

export interface CompanyData {
  id?: string;
  name: string;
  cnpj: string;
  address: CompanyAddress;
}

/**
 * The company and the marker that keeps its CNPJ unique, to write in one transaction. The company starts on its
 * state's time zone (issue 22 §6); the administrator chooses another in the settings (a split state's other part).
 */
export function companyParts(tx: TxEntities, company: CompanyData & { id: string }): ['company' | 'cnpj', TxPart][] {
  const { id, name, cnpj, address } = company;
  return [
    ['cnpj', tx.cnpjMarker.create({ cnpj, companyId: id }).commit()],
    ['company', tx.company.create({ id, name, cnpj, address, timeZone: stateTimeZone(address.state) }).commit()],
  ];
}

/** A new company (the seed, tests); CnpjTakenError when another company has the CNPJ. */
export async function createCompanyRecord(company: CompanyData): Promise<string> {
  const id = company.id ?? randomUUID();
  const refused = await writeLabelled((tx) => companyParts(tx, { ...company, id }));
  if (refused === 'cnpj') throw new CnpjTakenError(company.cnpj);
  if (refused) throw new Error(`company creation refused by ${refused}`);
  return id;
}

/** The company that holds a CNPJ, if any. */
export async function companyIdByCnpj(cnpj: string): Promise<string | null> {
  const { data } = await db.entities.cnpjMarker.get({ cnpj }).go({ consistent: true });
  return data?.companyId ?? null;
}
