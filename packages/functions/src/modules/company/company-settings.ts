import { DEFAULT_BANK_REGIME, type CompanySettings, type CompanySettingsBody } from '@colabora/core/company/settings';
import { TIME_ZONE } from '@colabora/core/ground/calendar-day';
import type { BankRegime } from '@colabora/core/timeclock/bank-terms';
import { db } from '../../db/service';

// The company's settings (issue 22 §4): its hours-bank regime, read by settling days and by the expiry job.

/** The regime the company chose, or the default for a company that never chose (core/company/settings.ts). */
export async function companyBankRegime(companyId: string): Promise<BankRegime> {
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['bankRegime'] });
  return data?.bankRegime ?? DEFAULT_BANK_REGIME;
}

export async function companySettings(companyId: string): Promise<CompanySettings> {
  return { bankRegime: await companyBankRegime(companyId), timeZone: TIME_ZONE };
}

/** Stores the settings; the company exists (the caller belongs to it). */
export async function updateCompanySettings(companyId: string, settings: CompanySettingsBody): Promise<CompanySettings> {
  await db.entities.company.patch({ id: companyId }).set({ bankRegime: settings.bankRegime }).go();
  return { ...settings, timeZone: TIME_ZONE };
}

/** Every company with its regime (the expiry job; few per deployment). */
export async function companyRegimes(): Promise<{ companyId: string; regime: BankRegime }[]> {
  const { data } = await db.entities.company.query.companies({}).go({ pages: 'all', attributes: ['id', 'bankRegime'] });
  return data.map((company) => ({ companyId: company.id, regime: company.bankRegime ?? DEFAULT_BANK_REGIME }));
}
