import { FIRST_ACCESS_PATH } from '@colabora/core/auth/first-access';
import { emailButton, emailDocument, firstNameOf, linkDeadline } from '../../lib/email-layout';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export interface FirstAccessEmailInput {
  companyName: string;
  adminName: string;
  /** The app's address (no trailing slash). */
  appUrl: string;
  token: string;
  expiresAt: Date;
}

/** The e-mail that gives a new company administrator their first access. A pure function, tested word for word. */
export function firstAccessEmail(input: FirstAccessEmailInput): MailMessage {
  // The token rides in the fragment: browsers never send it to a server, so no log ever holds it.
  const link = `${input.appUrl}${FIRST_ACCESS_PATH}#${input.token}`;
  const firstName = firstNameOf(input.adminName);
  const until = linkDeadline(input.expiresAt);
  const subject = `${input.companyName}: seu acesso de administrador ao Colabora`;
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `A empresa ${input.companyName} foi cadastrada no Colabora, e você é o administrador dela.`,
    'Para entrar pela primeira vez, crie a sua senha neste link:',
    link,
    '',
    `O link vale uma única vez, até ${until} (horário de Brasília). Depois disso, peça um novo ao responsável pelo Colabora.`,
    'Se você não esperava este e-mail, ignore-o: sem a senha, ninguém entra na sua conta.',
  ];
  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 12px">A empresa <strong>${e(input.companyName)}</strong> foi cadastrada no Colabora, e você é o administrador dela.</p>
<p style="margin:0 0 24px">Para entrar pela primeira vez, crie a sua senha:</p>
${emailButton(link, 'CRIAR MINHA SENHA')}
<p style="margin:0 0 12px;font-size:13px;color:#52606d">O link vale uma única vez, até ${e(until)} (horário de Brasília). Depois disso, peça um novo ao responsável pelo Colabora.</p>
<p style="margin:0;font-size:13px;color:#52606d">Se você não esperava este e-mail, ignore-o: sem a senha, ninguém entra na sua conta.</p>`,
  );
  return { subject, html, text: lines.join('\n') };
}
