import { appPath } from '@colabora/core/navigation/app-routes';
import { hrNoticeEmail } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';

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
  return hrNoticeEmail({
    companyName: input.companyName,
    personName: input.personName,
    subject: `${input.companyName}: seu acesso ao Colabora foi liberado`,
    opening: `A ${input.companyName} concluiu a sua admissão e ativou o seu acesso.`,
    howTo: input.ownPassword
      ? 'Entre com o seu e-mail e a senha que você criou no processo de admissão.'
      : 'Entre com o seu e-mail e a senha de primeiro acesso do convite.',
    link,
    linkLine: `Acesse ${link}`,
    button: 'ACESSAR O COLABORA',
  });
}
