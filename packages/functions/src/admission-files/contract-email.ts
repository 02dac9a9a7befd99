import { emailButton, emailDocument } from '../lib/email-layout';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from '../lib/mailer';
import { ADMISSION_PATH } from '../users/invite-email';

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
  const firstName = input.candidateName.trim().split(/\s+/)[0] ?? input.candidateName;
  const subject = `${input.companyName}: contrato pronto para assinatura`;
  const opening = `A ${input.companyName} enviou um contrato para você assinar: ${input.contractLabel}.`;
  const howTo = 'Ele está pronto para ser lido e assinado no aplicativo do processo de admissão.';
  const text = [
    `Olá, ${firstName}!`,
    '',
    opening,
    howTo,
    '',
    `Acesse ${link}, entre com o seu e-mail e a sua senha e abra a página do contrato.`,
    '',
    `Equipe de Recursos Humanos — ${input.companyName}`,
  ].join('\n');

  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 12px">${e(opening)}</p>
<p style="margin:0 0 24px">${e(howTo)}</p>
${emailButton(link, 'ASSINAR NO APLICATIVO')}
<p style="margin:0 0 24px;font-size:13px;color:#52606d">Ou copie este endereço no navegador: ${e(link)}</p>
<p style="margin:0;font-size:13px">Equipe de Recursos Humanos — ${e(input.companyName)}</p>`,
  );
  return { subject, html, text };
}
