import { FIRST_ACCESS_PATH } from '@colabora/core/auth/first-access';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from '../lib/mailer';
import { brazilianDate } from '../users/invite-email';

export interface FirstAccessEmailInput {
  companyName: string;
  adminName: string;
  /** The app's address (no trailing slash). */
  appUrl: string;
  token: string;
  expiresAt: Date;
}

const SAO_PAULO_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The e-mail that gives a new company administrator their first access. A pure function, tested word for word. */
export function firstAccessEmail(input: FirstAccessEmailInput): MailMessage {
  // The token rides in the fragment: browsers never send it to a server, so no log ever holds it.
  const link = `${input.appUrl}${FIRST_ACCESS_PATH}#${input.token}`;
  const firstName = input.adminName.trim().split(/\s+/)[0] ?? input.adminName;
  const until = `${brazilianDate(SAO_PAULO_DAY.format(input.expiresAt))} às ${SAO_PAULO_TIME.format(input.expiresAt)}`;
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
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;margin:0 0 16px">Olá, ${e(firstName)}!</p>
<p>A empresa <strong>${e(input.companyName)}</strong> foi cadastrada no Colabora, e você é o administrador dela.</p>
<p>Para entrar pela primeira vez, crie a sua senha:</p>
<p style="margin:24px 0"><a href="${e(link)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">CRIAR MINHA SENHA</a></p>
<p style="font-size:13px;color:#52606d">O link vale uma única vez, até ${e(until)} (horário de Brasília). Depois disso, peça um novo ao responsável pelo Colabora.</p>
<p style="font-size:13px;color:#52606d">Se você não esperava este e-mail, ignore-o: sem a senha, ninguém entra na sua conta.</p>
</div>
</body>
</html>`;
  return { subject, html, text: lines.join('\n') };
}
