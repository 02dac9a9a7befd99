import { setTimeout as pause } from 'node:timers/promises';
import {
  PASSWORD_RECOVERY_LINK_MINUTES,
  PASSWORD_RECOVERY_MSG,
  PASSWORD_RECOVERY_ROLES,
  passwordRecoveryRequestSchema,
  RESET_PASSWORD_MSG,
  recoverPasswordSchema,
  type PasswordRecoveryAnswer,
} from '@colabora/core/auth/password-recovery';
import type { Role } from '@colabora/core/enums';
import { config } from '../../config';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { clientAddress } from '../../http/client-address';
import { TooManyRequests } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { sendMail } from '../../lib/mailer';
import { count, METRIC } from '../../lib/metrics';
import { failure, logger } from '../../lib/telemetry';
import { findUserByEmail } from '../../modules/person/records';
import { issueLink } from '../../modules/auth/password-link';
import { passwordRecoveryEmail } from './password-recovery-email';
import { clearSignInFailures, takeTurn, type Throttle } from '../../modules/auth/sign-in-guards';
import { setPasswordThroughLink } from '../../modules/auth/use-password-link';
import type { UserRecord } from '../../db/entities/user';

// 'Esqueci minha senha' (core/auth/password-recovery.ts). Every request is answered alike, whoever the e-mail
// belongs to: same status, same text, and no sooner than RECOVERY_ANSWER_MS after it arrived, so neither the
// answer nor its time says whether someone has the address. Logs never hold the e-mail or the token.

/**
 * Requests are counted like wrong passwords at sign-in (./sign-in-guards.ts), by the e-mail as typed and the
 * client: 3 for one e-mail from one client, 10 from one client whatever the e-mails, 5 for one e-mail from every
 * client together, each in 15 minutes; past that, 15 minutes of waiting. The last cap keeps anyone from flooding
 * a mailbox or from retiring its owner's link again and again: while it holds, the last link sent keeps working.
 */
export const PASSWORD_RECOVERY_THROTTLE = {
  prefix: 'password-recovery#',
  policy: {
    emailAndClient: { maxFailures: 3, windowMinutes: 15, lockMinutes: 15 },
    client: { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 },
    email: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  },
} as const satisfies Throttle;

/** The least time a request takes, known e-mail or not: more than a lookup, a write and one e-mail need. */
export const RECOVERY_ANSWER_MS = 1000;
/**
 * The floor in force. Only tests lower it, for the calls whose subject is not timing (a floor of a second
 * made that test file wait ~40 s); the test of the timing itself keeps RECOVERY_ANSWER_MS.
 */
export const recoveryAnswerFloor = { ms: RECOVERY_ANSWER_MS };

/**
 * Whether a person gets a recovery link: staff who sign in at '/' (candidates ask HR for a new invite), not
 * deactivated, and with a password of their own (an administrator who has not used the first-access link yet
 * gets a new one from `npm run create-company`).
 */
export function mayRecoverPassword(person: Pick<UserRecord, 'role' | 'deactivated' | 'passwordLinkPurpose'>): boolean {
  return (
    (PASSWORD_RECOVERY_ROLES as readonly Role[]).includes(person.role) &&
    !person.deactivated &&
    person.passwordLinkPurpose !== 'first-access'
  );
}

/** E-mails a new link to the person behind `email`, if any may have one; the new link retires the earlier one. */
async function sendRecoveryLink(email: string, now: Date): Promise<void> {
  const person = await findUserByEmail(email);
  if (!person || !mayRecoverPassword(person)) return;
  const link = issueLink(person, 'password-recovery', PASSWORD_RECOVERY_LINK_MINUTES / 60, now);
  try {
    await db.entities.user
      .patch({ companyId: person.companyId, id: person.id })
      .set(link.fields)
      // Never over a first-access link written meanwhile.
      .where(({ passwordLinkPurpose }, { eq, notExists }) => `${notExists(passwordLinkPurpose)} OR ${eq(passwordLinkPurpose, 'password-recovery')}`)
      .go();
  } catch (error) {
    // Removed or given a first-access link meanwhile: as for anyone without a link.
    if (isConditionFailure(error)) return;
    throw error;
  }
  try {
    await sendMail(
      person.email,
      passwordRecoveryEmail({ fullName: person.fullName, appUrl: config.appUrl, token: link.token, expiresAt: link.expiresAt }),
    );
    count(METRIC.passwordRecoverySent);
  } catch (error) {
    // The name only: SES names the refused address in its messages. The answer stays the same: it must not
    // tell that there was someone to write to.
    logger.error('password recovery e-mail not sent', { error: { name: failure(error).name } });
    count(METRIC.passwordRecoveryMailFailed);
  }
}

/** POST /api/auth/password-recovery {email} → {message}: always the same message (429 when asked too often). */
export const requestPasswordRecovery = action('requestPasswordRecovery', { body: passwordRecoveryRequestSchema }, async ({ body, event }) => {
  const started = Date.now();
  const { email } = body;
  const address = email.toLowerCase();
  const now = new Date();
  if (await takeTurn(PASSWORD_RECOVERY_THROTTLE, address, clientAddress(event), now)) {
    throw new TooManyRequests(PASSWORD_RECOVERY_MSG.tooManyRequests);
  }
  await sendRecoveryLink(address, now);
  await pause(started + recoveryAnswerFloor.ms - Date.now());
  const answer: PasswordRecoveryAnswer = { message: PASSWORD_RECOVERY_MSG.requested };
  return ok(answer);
});

/**
 * PUT /api/auth/password-recovery {token, password, confirmPassword} → {email}. The e-mailed link sets a new
 * password once (./use-password-link.ts), which ends every session opened before. Whoever holds the mailbox is
 * the owner: this client's wrong passwords for the e-mail are forgotten.
 */
export const recoverPassword = action('recoverPassword', { body: recoverPasswordSchema }, async ({ body: { token, password }, event }) => {
  const email = await setPasswordThroughLink(token, password, 'password-recovery', RESET_PASSWORD_MSG);
  await clearSignInFailures(email, clientAddress(event));
  return ok({ email });
});
