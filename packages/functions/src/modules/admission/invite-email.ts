import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { emailButton, emailDocument } from '../../lib/email-layout';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

// The invite e-mail (issue 3): pt-BR, with the company, the candidate's name, the link to the candidate
// landing and the first password. A pure function, so what people receive is tested word for word.

export interface InviteEmailInput {
  companyName: string;
  candidateName: string;
  /** The app's address, e.g. https://rh.empresa.com.br (no trailing slash). */
  appUrl: string;
  firstPassword: string;
  /** Fill deadline, yyyy-MM-dd. */
  limitDate: string;
  /** 'reset': HR sent the invite again with a new first password (REENVIAR CONVITE). */
  kind: 'invite' | 'reset';
}

export const ADMISSION_PATH = '/admission-process';


/** Subject, HTML and plain-text bodies of the invite e-mail. */
export function inviteEmail(input: InviteEmailInput): MailMessage {
  const link = `${input.appUrl}${ADMISSION_PATH}`;
  const firstName = input.candidateName.trim().split(/\s+/)[0] ?? input.candidateName;
  const deadline = brazilianDate(input.limitDate);
  const subject =
    input.kind === 'invite'
      ? `${input.companyName}: convite para o seu processo de admissão`
      : `${input.companyName}: nova senha de acesso ao seu processo de admissão`;
  const opening =
    input.kind === 'invite'
      ? `A ${input.companyName} convidou você para o processo de admissão digital.`
      : `A ${input.companyName} enviou novamente o seu convite, com uma nova senha de acesso. A senha anterior não vale mais.`;
  const lines = [
    `Olá, ${firstName}!`,
    '',
    opening,
    `Preencha seus dados até ${deadline}.`,
    '',
    `1. Acesse ${link}`,
    `2. Entre com este e-mail e a senha de primeiro acesso: ${input.firstPassword}`,
    '',
    'Guarde esta senha com cuidado e não a compartilhe. Depois de concluir a admissão você criará a sua própria senha.',
    '',
    `Equipe de Recursos Humanos — ${input.companyName}`,
  ];
  const text = lines.join('\n');

  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 12px">${e(opening)}</p>
<p style="margin:0 0 24px">Preencha seus dados até <strong>${e(deadline)}</strong>.</p>
<p style="margin:0 0 8px">Senha de primeiro acesso:</p>
<p style="font-family:'Courier New',monospace;font-size:22px;letter-spacing:2px;margin:0 0 24px"><strong>${e(input.firstPassword)}</strong></p>
${emailButton(link, 'ACESSAR O PROCESSO DE ADMISSÃO')}
<p style="margin:0 0 8px;font-size:13px;color:#52606d">Ou copie este endereço no navegador: ${e(link)}</p>
<p style="margin:0 0 24px;font-size:13px;color:#52606d">Entre com este e-mail e a senha acima. Guarde esta senha com cuidado e não a compartilhe. Depois de concluir a admissão você criará a sua própria senha.</p>
<p style="margin:0;font-size:13px">Equipe de Recursos Humanos — ${e(input.companyName)}</p>`,
  );
  return { subject, html, text };
}
