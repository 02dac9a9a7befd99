import { appPath } from '@colabora/core/navigation/app-routes';
import { hrNoticeEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';

// The e-mail telling an employee a payslip arrived (issue 10, beyond the spec). It carries no file, no amount
// and no document number: only that there is a payslip of a month, and where to sign in to read it. Pure, so
// what people receive is tested word for word.

export interface PayslipEmailInput {
  companyName: string;
  personName: string;
  /** The app's address without a trailing slash. */
  appUrl: string;
  month: number;
  year: number;
}

/** '3', 2026 → '03/2026'. */
export function monthLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

export function payslipEmail(input: PayslipEmailInput): MailMessage {
  const link = `${input.appUrl}${appPath('signIn')}`;
  const month = monthLabel(input.month, input.year);
  return hrNoticeEmail({
    companyName: input.companyName,
    personName: input.personName,
    subject: `${input.companyName}: holerite de ${month} disponível`,
    opening: `A ${input.companyName} disponibilizou o seu holerite de ${month}.`,
    howTo: 'Entre no Colabora com o seu e-mail e a sua senha e abra MEUS DADOS, aba HOLERITES.',
    link,
    linkLine: `Acesse ${link}`,
    button: 'VER MEU HOLERITE',
  });
}
