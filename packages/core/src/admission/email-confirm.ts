import * as z from 'zod/mini';
import { MSG } from '../messages';
import { requiredString } from '../fields';

// /steps/email-confirm (spec 001 §5 'Email confirmation', §8): the candidate types the invited e-mail again.
export const EMAIL_CONFIRM_MSG = {
  invalidEmail: 'E-mail inválido',
  verified: 'E-mail verificado',
} as const;

/** Body of PUT /api/invite/email-confirm/{inviteId}. */
export const emailConfirmSchema = z.object({
  email: requiredString(MSG.required, 254, [(email) => z.regexes.email.test(email), EMAIL_CONFIRM_MSG.invalidEmail]).check(
    z.toLowerCase(),
  ),
});
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;
