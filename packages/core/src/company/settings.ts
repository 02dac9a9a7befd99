import * as z from 'zod/mini';
import { BANK_REGIMES, type BankRegime } from '../timeclock/bank-terms';
import { BRAZIL_TIME_ZONES } from './time-zone';
import { employerSchema, type Employer } from './employer';

// The company's settings (issue 22 §4): the administrator chooses the hours-bank regime (CLT art. 59 §§2, 5, 6);
// the form and PUT /api/company/settings/{companyId} check the same schema. Issue 22 §6: and the time zone its time
// clock runs on (./time-zone.ts).

/**
 * A company that never chose reads as an individual written agreement (art. 59 §5): the product kept a bank
 * before regimes existed, so NONE would start paying overnight the overtime its people agreed to compensate;
 * of the two terms a bank beyond the month can have, 6 months is the one any company may sign with each person,
 * while 12 months needs a collective agreement (§2) the product cannot presume. The administrator sets the real one.
 */
export const DEFAULT_BANK_REGIME: BankRegime = 'INDIVIDUAL_AGREEMENT';

export const COMPANY_SETTINGS_MSG = {
  title: 'Configurações da empresa',
  bankRegime: 'Regime do banco de horas',
  timeZone: 'Fuso horário',
  timeZoneHint: 'Os pontos, os dias e os alertas seguem este fuso horário.',
  invalidRegime: 'Escolha um regime de banco de horas',
  invalidTimeZone: 'Escolha um fuso horário',
  save: 'SALVAR',
  saved: 'Configurações salvas',
  saveFailed: 'Não foi possível salvar as configurações',
  readFailed: 'Falha ao buscar as configurações da empresa',
} as const;

/** The regimes as the administrator reads them, each with its legal basis. */
export const BANK_REGIME_LABEL: Record<BankRegime, string> = {
  NONE: 'Sem banco de horas: horas extras pagas no mês',
  INDIVIDUAL_AGREEMENT: 'Acordo individual escrito: compensação em até 6 meses (CLT art. 59 §5º)',
  COLLECTIVE_AGREEMENT: 'Acordo ou convenção coletiva: compensação em até 12 meses (CLT art. 59 §2º)',
  SAME_MONTH: 'Compensação no mesmo mês (CLT art. 59 §6º)',
};

/**
 * PUT /api/company/settings/{companyId}: the body, and the settings form's values. `employer` (issue 23 §8,
 * employer.ts), when sent, replaces the employer's identification; absent, it stays as it is.
 */
export const companySettingsSchema = z.object({
  bankRegime: z.enum(BANK_REGIMES, { error: COMPANY_SETTINGS_MSG.invalidRegime }),
  timeZone: z.enum(BRAZIL_TIME_ZONES, { error: COMPANY_SETTINGS_MSG.invalidTimeZone }),
  employer: z.optional(employerSchema),
});
export type CompanySettingsBody = z.output<typeof companySettingsSchema>;

/** GET and PUT /api/company/settings/{companyId}: what the company set, or the defaults, and its employer data. */
export interface CompanySettings extends Omit<CompanySettingsBody, 'employer'> {
  employer: Employer;
}
