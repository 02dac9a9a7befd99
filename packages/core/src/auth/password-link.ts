import * as z from 'zod/mini';
import { createPasswordSchema } from './password';

// A single-use link e-mailed to a person that sets their password (the first access of a company administrator,
// the password recovery). The page it opens reads the token from the URL fragment, never sent to a server log.

/** Body of the call that uses a link: its token and the new password (the rules of 001 §5 'Password'). */
export function passwordLinkSchema(invalidLink: string) {
  return z.extend(createPasswordSchema, {
    token: z.string({ error: invalidLink }).check(z.minLength(1, invalidLink), z.maxLength(300, invalidLink)),
  });
}
export type PasswordLinkBody = z.infer<ReturnType<typeof passwordLinkSchema>>;

/** What using a link answers: the e-mail to sign in with. */
export interface PasswordLinkAnswer {
  email: string;
}
