import { RESET_PASSWORD_PATH } from '@colabora/core/auth/password-recovery';
import { emailButton, emailDocument, firstNameOf, linkDeadline } from '../../lib/email-layout';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export interface PasswordRecoveryEmailInput {
  fullName: string;
  /** The app's address (no trailing slash). */
  appUrl: string;
  token: string;
  expiresAt: Date;
}

export const PASSWORD_RECOVERY_SUBJECT = 'Colabora: crie uma nova senha';

/** The e-mail with a password recovery link ('Esqueci minha senha'). A pure function, tested word for word. */
export function passwordRecoveryEmail(input: PasswordRecoveryEmailInput): MailMessage {
  // The token rides in the fragment: browsers never send it to a server, so no log ever holds it.
  const link = `${input.appUrl}${RESET_PASSWORD_PATH}#${input.token}`;
  const firstName = firstNameOf(input.fullName);
  const until = linkDeadline(input.expiresAt);
  const asked = 'Recebemos um pedido para criar uma nova senha para a sua conta no Colabora.';
  const validity = `O link vale uma única vez, até ${until} (horário de Brasília). Depois disso, peça um novo em 'Esqueci minha senha'.`;
  const sessions = 'Ao criar a nova senha, você sai do Colabora em todos os aparelhos.';
  const notYou = 'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.';
  const lines = [`Olá, ${firstName}!`, '', asked, 'Para criar a nova senha, abra este link:', link, '', validity, sessions, notYou];
  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 24px">${e(asked)}</p>
${emailButton(link, 'CRIAR NOVA SENHA')}
<p style="margin:0 0 12px;font-size:13px;color:#52606d">${e(validity)}</p>
<p style="margin:0 0 12px;font-size:13px;color:#52606d">${e(sessions)}</p>
<p style="margin:0;font-size:13px;color:#52606d">${e(notYou)}</p>`,
  );
  return { subject: PASSWORD_RECOVERY_SUBJECT, html, text: lines.join('\n') };
}
