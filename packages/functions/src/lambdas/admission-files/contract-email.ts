import { hrNoticeEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { ADMISSION_PATH } from '../../modules/admission/invite-email';

// The e-mail telling a candidate a contract waits for their signature (001 §2 'Contract page': wait for an
// e-mail, then sign in the app). Pure, so what people receive is tested word for word. No file attached:
// the candidate reads and signs it in the app, after signing in.

export interface ContractEmailInput {
  companyName: string;
  candidateName: string;
  /** The app's address without a trailing slash. */
  appUrl: string;
  /** CONTRACT_LABEL of the slot, e.g. 'Contrato de trabalho'. */
  contractLabel: string;
}

export function contractEmail(input: ContractEmailInput): MailMessage {
  const link = `${input.appUrl}${ADMISSION_PATH}`;
  return hrNoticeEmail({
    companyName: input.companyName,
    personName: input.candidateName,
    subject: `${input.companyName}: contrato pronto para assinatura`,
    opening: `A ${input.companyName} enviou um contrato para você assinar: ${input.contractLabel}.`,
    howTo: 'Ele está pronto para ser lido e assinado no aplicativo do processo de admissão.',
    link,
    linkLine: `Acesse ${link}, entre com o seu e-mail e a sua senha e abra a página do contrato.`,
    button: 'ASSINAR NO APLICATIVO',
  });
}
