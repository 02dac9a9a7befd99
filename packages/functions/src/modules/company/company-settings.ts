import { EMPLOYER_MSG, placesOfWork, type Employer } from '@colabora/core/company/employer';
import { COMPANY_MSG } from '@colabora/core/company/schema';
import { DEFAULT_BANK_REGIME, type CompanySettings, type CompanySettingsBody } from '@colabora/core/company/settings';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { BankRegime } from '@colabora/core/timeclock/bank-terms';
import type { TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { employerChanged, employerEvent, responsibleCpf, writeWithEvent, type Responsible } from '../timeclock/afd-events';
import { BadRequest, Conflict } from '../../http/http-error';
import { forgetTimeZone, storedTimeZone } from './time-zone';

// The company's settings (issue 22 §4, §6): its hours-bank regime, read by settling days and by the expiry job, and
// its time zone (./time-zone.ts); and (issue 23 §8) the employer's identification the time records print: legal
// name, CNPJ and places of work.

/** The regime the company chose, or the default for a company that never chose (core/company/settings.ts). */
export async function companyBankRegime(companyId: string): Promise<BankRegime> {
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['bankRegime'] });
  return data?.bankRegime ?? DEFAULT_BANK_REGIME;
}

type EmployerFields = Parameters<typeof placesOfWork>[0] & { name: string; cnpj: string };
const employerOf = (company: EmployerFields): Employer => ({ name: company.name, cnpj: company.cnpj, placesOfWork: placesOfWork(company) });

/** The company's employer data; the company exists (the caller's own). */
export async function companyEmployer(companyId: string): Promise<Employer> {
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['name', 'cnpj', 'address', 'placesOfWork'] });
  if (!data) throw new Error(`company ${companyId} not found`);
  return employerOf(data);
}

/**
 * The place of work HR chose for a person (their hiring data): the name of one of the company's places, or 400 on
 * the field; none chosen stays none (the person works at the first place: core personPlaceOfWork).
 */
export async function assertCompanyPlace(companyId: string, name: string | undefined): Promise<void> {
  if (name === undefined) return;
  const { placesOfWork: places } = await companyEmployer(companyId);
  if (!places.some((place) => place.name === name)) throw new BadRequest(EMPLOYER_MSG.unknownPlace, { placeOfWork: EMPLOYER_MSG.unknownPlace });
}

/** The settings and the employer data, from one read of the company (the caller's own). */
export async function companySettings(companyId: string): Promise<CompanySettings> {
  const { data } = await db.entities.company.get({ id: companyId }).go();
  if (!data) throw new Error(`company ${companyId} not found`);
  return { bankRegime: data.bankRegime ?? DEFAULT_BANK_REGIME, timeZone: storedTimeZone(data), employer: employerOf(data) };
}

/**
 * Stores the employer data. A new CNPJ moves its marker (db/entities/cnpj-marker.ts) in the same transaction, so
 * two companies never hold one CNPJ: another company's is refused (409, on the field). A change of what the AFD's
 * type-2 record says (legal name, CNPJ, first place of work) writes that record in the same transaction, with the
 * next NSR and `by`'s CPF (timeclock/afd-events.ts); saving the same data, or another place only, writes none.
 */
type Label = 'company' | 'cnpj' | 'marker';

async function updateEmployer(companyId: string, employer: Employer, by: Responsible): Promise<void> {
  const { data: stored } = await db.entities.company.get({ id: companyId }).go({ consistent: true });
  if (!stored) throw new Error(`company ${companyId} not found`);
  const before = stored.cnpj;
  const { name, cnpj, placesOfWork: places } = employer;
  const after = { ...stored, name, cnpj, placesOfWork: places };
  const event = employerChanged(stored, after) ? employerEvent(companyId, after, responsibleCpf(by)) : null;
  const refused = await writeWithEvent<Label>(companyId, event, (tx) => {
    const company: [Label, TxPart] = [
      'company',
      tx.company
        .patch({ id: companyId })
        .set({ name, cnpj, placesOfWork: places })
        .where((attributes, { eq }) => eq(attributes.cnpj, before))
        .commit(),
    ];
    if (cnpj === before) return [company];
    return [
      ['cnpj', tx.cnpjMarker.create({ cnpj, companyId }).commit()],
      ['marker', tx.cnpjMarker.delete({ cnpj: before }).where((attributes, { eq }) => eq(attributes.companyId, companyId)).commit()],
      company,
    ];
  });
  if (refused === 'cnpj') throw new Conflict(COMPANY_MSG.cnpjTaken, { 'employer.cnpj': COMPANY_MSG.cnpjTaken });
  // The CNPJ changed between the read and the write (two administrators at once): the last one tries again.
  if (refused === 'company') return updateEmployer(companyId, employer, by);
  if (refused) throw new Error(`company ${companyId}: its CNPJ marker is not its own`);
}

/** Stores the settings; the company exists (the caller belongs to it, `by`: the AFD's responsible for a change). */
export async function updateCompanySettings(companyId: string, settings: CompanySettingsBody, by: Responsible = null): Promise<CompanySettings> {
  if (settings.employer) await updateEmployer(companyId, settings.employer, by);
  await db.entities.company.patch({ id: companyId }).set({ bankRegime: settings.bankRegime, timeZone: settings.timeZone }).go();
  forgetTimeZone(companyId);
  return companySettings(companyId);
}

/** Every company with its regime and zone (the expiry job; few per deployment). */
export async function companyRegimes(): Promise<{ companyId: string; regime: BankRegime; timeZone: TimeZone }[]> {
  const { data } = await db.entities.company.query.companies({}).go({ pages: 'all', attributes: ['id', 'bankRegime', 'timeZone'] });
  return data.map((company) => ({ companyId: company.id, regime: company.bankRegime ?? DEFAULT_BANK_REGIME, timeZone: storedTimeZone(company) }));
}
