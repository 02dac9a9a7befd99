import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

// The frame every e-mail of ours shares (pt-BR): a white card with the greeting, then the message's own lines.

/** The name a message greets: the first word of the person's full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

/** The whole HTML document: the greeting for `firstName`, then `bodyHtml` (already escaped by the caller). */
export function emailDocument(firstName: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;margin:0 0 16px">Olá, ${escapeHtml(firstName)}!</p>
${bodyHtml}
</div>
</body>
</html>`;
}

/** The message's one call to action. */
export function emailButton(link: string, label: string): string {
  return `<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * When a link stops working, as its e-mail says it: 'dd/MM/yyyy às HH:mm' in Brasília time, which the text names
 * (legal time, whatever the company's zone: the link is about signing in, not about the time clock).
 */
export function linkDeadline(expiresAt: Date): string {
  const { day, time } = zonedClock('America/Sao_Paulo').wallClock(expiresAt.getTime());
  return `${brazilianDate(day)} às ${time}`;
}

/** A notice from the company's HR with one link to the app (a contract to sign, an access opened). */
export interface HrNotice {
  companyName: string;
  personName: string;
  subject: string;
  /** What happened, and what the person does now. */
  opening: string;
  howTo: string;
  link: string;
  /** The plain-text line that carries the link. */
  linkLine: string;
  button: string;
}

export function hrNoticeEmail(notice: HrNotice): MailMessage {
  const firstName = firstNameOf(notice.personName);
  const signature = `Equipe de Recursos Humanos — ${notice.companyName}`;
  const text = [`Olá, ${firstName}!`, '', notice.opening, notice.howTo, '', notice.linkLine, '', signature].join('\n');
  const e = escapeHtml;
  const html = emailDocument(
    firstName,
    `<p style="margin:0 0 12px">${e(notice.opening)}</p>
<p style="margin:0 0 24px">${e(notice.howTo)}</p>
${emailButton(notice.link, notice.button)}
<p style="margin:0 0 24px;font-size:13px;color:#52606d">Ou copie este endereço no navegador: ${e(notice.link)}</p>
<p style="margin:0;font-size:13px">${e(signature)}</p>`,
  );
  return { subject: notice.subject, html, text };
}
