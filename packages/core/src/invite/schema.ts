import * as z from 'zod/mini';
import { EMAIL_PATTERN, INVITE_MSG, NEW_COLLABORATOR_MSG } from '../admission/new-collaborator';
import { PASSWORD_MSG } from '../auth/password';
import { PASSWORD_MAX } from '../auth/rules';
import { requiredString } from '../fields';
import { MSG } from '../messages';

// The candidate's side of the invite (spec 000 §4 'Invite sign-in', 001 §5 'Candidate login', §7).

/** POST /api/invite/auth and the PROCESSO DE ADMISSÃO login form. */
export const inviteSignInSchema = z.object({
  email: requiredString(MSG.required, 254, [(value) => EMAIL_PATTERN.test(value), NEW_COLLABORATOR_MSG.invalidEmail]).check(
    z.toLowerCase(),
  ),
  password: z
    .string({ error: INVITE_MSG.passwordRequired })
    .check(z.minLength(1, INVITE_MSG.passwordRequired), z.maxLength(PASSWORD_MAX, PASSWORD_MSG.tooLong)),
});
export type InviteSignInInput = z.infer<typeof inviteSignInSchema>;

/** PUT /api/invite/{inviteId}: {opened:true} when the candidate signs in, {accepted:true} with the terms. */
export const updateInviteSchema = z
  .object({ opened: z.optional(z.literal(true)), accepted: z.optional(z.literal(true)) })
  .check(z.refine((body) => body.opened === true || body.accepted === true, MSG.required));
