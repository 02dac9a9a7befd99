import { DEFAULT_BANK_REGIME, type CompanySettings, type CompanySettingsBody } from '@colabora/core/company/settings';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { BankRegime } from '@colabora/core/timeclock/bank-terms';
import { db } from '../../db/service';
import { forgetTimeZone, storedTimeZone } from './time-zone';

// The company's settings (issue 22 §4, §6): its hours-bank regime, read by settling days and by the expiry job, and
// its time zone (./time-zone.ts).

/** The regime the company chose, or the default for a company that never chose (core/company/settings.ts). */
export async function companyBankRegime(companyId: string): Promise<BankRegime> {
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['bankRegime'] });
  return data?.bankRegime ?? DEFAULT_BANK_REGIME;
}

export async function companySettings(companyId: string): Promise<CompanySettings> {
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['bankRegime', 'timeZone'] });
  return { bankRegime: data?.bankRegime ?? DEFAULT_BANK_REGIME, timeZone: storedTimeZone(data) };
}

/** Stores the settings; the company exists (the caller belongs to it). */
export async function updateCompanySettings(companyId: string, settings: CompanySettingsBody): Promise<CompanySettings> {
  await db.entities.company.patch({ id: companyId }).set({ bankRegime: settings.bankRegime, timeZone: settings.timeZone }).go();
  forgetTimeZone(companyId);
  return settings;
}

/** Every company with its regime and zone (the expiry job; few per deployment). */
export async function companyRegimes(): Promise<{ companyId: string; regime: BankRegime; timeZone: TimeZone }[]> {
  const { data } = await db.entities.company.query.companies({}).go({ pages: 'all', attributes: ['id', 'bankRegime', 'timeZone'] });
  return data.map((company) => ({ companyId: company.id, regime: company.bankRegime ?? DEFAULT_BANK_REGIME, timeZone: storedTimeZone(company) }));
}
