// Reads what the handlers sent through the SES stand-in (aws-ses-v2-local's GET /store).

export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Epoch seconds. */
  at: number;
}

export async function sentMails(): Promise<SentMail[]> {
  const endpoint = process.env.AWS_ENDPOINT_URL_SESV2;
  if (!endpoint) throw new Error('AWS_ENDPOINT_URL_SESV2 is not set');
  const answer = await fetch(`${endpoint}/store`);
  if (!answer.ok) throw new Error(`SES stand-in answered ${answer.status}`);
  return ((await answer.json()) as { emails: SentMail[] }).emails;
}

/** Every message sent to an address, oldest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  return (await sentMails()).filter((mail) => mail.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** The first password an invite e-mail carries (plain-text body). */
export function firstPasswordIn(mail: SentMail): string {
  const match = /senha de primeiro acesso: (\S+)/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`no first password in "${mail.subject}"`);
  return match[1];
}
