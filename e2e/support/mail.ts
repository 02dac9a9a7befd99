import { app } from './app';

// The SES stand-in keeps every message it was asked to send; GET /store lists them.
interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export async function lastMailTo(address: string): Promise<StoredMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(new URL('store', app().mailViewerUrl));
    const store = (await response.json()) as { emails: StoredMail[] };
    const mails = store.emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
    if (mails.length > 0) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address}`);
}
