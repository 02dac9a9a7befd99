import { randomUUID } from 'node:crypto';
import type { CompanyAddress } from '@colabora/core/company/schema';
import { stateTimeZone } from '@colabora/core/company/time-zone';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { now } from '../../lib/clock';
import { employerEvent, eventParts } from '../timeclock/afd-events';

export class CnpjTakenError extends Error {}

export interface CompanyData {
  id?: string;
  name: string;
  cnpj: string;
  address: CompanyAddress;
}

/**
 * The company, the marker that keeps its CNPJ unique and its first AFD record (type 2, the employer included:
 * NSR 1 of its sequence, timeclock/afd-events.ts), to write in one transaction. The company starts on its
 * state's time zone (issue 22 §6); the administrator chooses another in the settings (a split state's other part).
 * Nobody with a CPF on file creates a company (the operator's command, the seed): the record's responsible CPF is
 * left blank.
 */
export function companyParts(tx: TxEntities, company: CompanyData & { id: string }): [string, TxPart][] {
  const { id, name, cnpj, address } = company;
  const timeZone = stateTimeZone(address.state);
  const employer = employerEvent(id, company, null)(1, { at: now(), timeZone });
  return [
    ['cnpj', tx.cnpjMarker.create({ cnpj, companyId: id }).commit()],
    ['company', tx.company.create({ id, name, cnpj, address, timeZone }).commit()],
    ...eventParts(tx, { nsr: 0, lastHash: null }, employer),
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
