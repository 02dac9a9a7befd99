import { appPath } from '@colabora/core/navigation/app-routes';
import { emailButton, emailDocument } from '../lib/email-layout';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from '../lib/mailer';

// The e-mail telling a new collaborator that HR activated them (issue 9): between creating the password and
// the activation both sign-ins say an e-mail will come, and this is it. Pure, so what people receive is
// tested word for word.

export interface ActivationEmailInput {
  companyName: string;
  personName: string;
  /** The app's address without a trailing slash. */
  appUrl: string;
  /** The person created their own password; otherwise the invite's first password still works. */
  ownPassword: boolean;
}

export function activationEmail(input: ActivationEmailInput): MailMessage {
  // Employees sign in at the company sign-in ('/'), no longer at the invite's page.
  const link = `${input.appUrl}${appPath('signIn')}`;
  const firstName = input.personName.trim().split(/\s+/)[0] ?? input.personName;
  const subject = `${input.companyName}: seu acesso ao Colabora foi liberado`;
  const opening = `A ${input.companyName} concluiu a sua admissão e ativou o seu acesso.`;
  const howTo = input.ownPassword
    ? 'Entre com o seu e-mail e a senha que você criou no processo de admissão.'
    : 'Entre com o seu e-mail e a senha de primeiro acesso do convite.';
  const text = [
    `Olá, ${firstName}!`,
    '',
    opening,
    howTo,
    '',
    `Acesse ${link}`,
    '',
    `Equipe de Recursos Humanos — ${input.companyName}`,
  ].join('\n');

  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 12px">${e(opening)}</p>
<p style="margin:0 0 24px">${e(howTo)}</p>
${emailButton(link, 'ACESSAR O COLABORA')}
<p style="margin:0 0 24px;font-size:13px;color:#52606d">Ou copie este endereço no navegador: ${e(link)}</p>
<p style="margin:0;font-size:13px">Equipe de Recursos Humanos — ${e(input.companyName)}</p>`,
  );
  return { subject, html, text };
}
