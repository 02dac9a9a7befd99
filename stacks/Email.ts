import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Config, type StackContext } from 'sst/constructs';
import { mailDomain, mailFrom } from './settings';

export function Email({ stack }: StackContext) {
  const from = mailFrom();
  const domain = mailDomain(from);
  const MAIL_FROM = new Config.Parameter(stack, 'MAIL_FROM', { value: from });

  // A domain identity lets any address of the domain send, signed with Easy DKIM once DNS has the records.
  const identity = new EmailIdentity(stack, 'MailIdentity', { identity: Identity.domain(domain) });

  stack.addOutputs({
    MailFrom: from,
    ...Object.fromEntries(
      identity.dkimRecords.flatMap((record, i) => [
        [`MailDkim${i + 1}Name`, record.name],
        [`MailDkim${i + 1}Value`, record.value],
      ]),
    ),
  });

  // For functions that send mail: the sender parameter plus SendEmail on this identity only.
  const mailSending = {
    resource: MAIL_FROM,
    permissions: [{ actions: ['ses:SendEmail'], resources: [identity.emailIdentityArn] }],
  };

  return { MAIL_FROM, mailSending };
}
