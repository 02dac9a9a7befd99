import * as z from 'zod/mini';
import { requiredText } from '../fields';
import { PASSWORD_MSG } from './password';
import { PASSWORD_MAX } from './rules';
import { MSG } from '../messages';
import type { Role, StatusActive } from '../enums';
import type { TimeZone } from '../company/time-zone';

// Sign-in form and POST /api/auth body (spec 000 §5).
export const signInSchema = z.object({
  email: requiredText(MSG.required, 254).check(z.regex(z.regexes.email, MSG.invalidEmail)),
  // Bounded: each sign-in hashes what it is sent (scrypt), and no password of ours is longer.
  password: z.string({ error: MSG.passwordRequired }).check(z.minLength(1, MSG.passwordRequired), z.maxLength(PASSWORD_MAX, PASSWORD_MSG.tooLong)),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What the sign-in answer carries about the person, and what the menus show. */
export interface SessionUser {
  _id: string;
  fullName: string;
  email: string;
  role: Role;
  /** `timeZone`: the one the company's dates and times are shown in (issue 22 §6). */
  company: { _id: string; name: string; timeZone: TimeZone };
  statusActive: StatusActive | null;
  admissionDate: string | null;
}

export interface SignInAnswer {
  token: string;
  user: SessionUser;
}
