import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';

// E-mail through SES v2 (ARCHITECTURE 'e-mail'). Locally AWS_ENDPOINT_URL_SESV2 points the client at the
// SES stand-in, whose GET /store lists what was sent.
const ses = new SESv2Client({});

export interface MailMessage {
  subject: string;
  html: string;
  text: string;
}

/** Sends one message to one address, From the MAIL_FROM parameter. Never logs the content (passwords). */
export async function sendMail(to: string, message: MailMessage): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: message.html, Charset: 'UTF-8' },
            Text: { Data: message.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
