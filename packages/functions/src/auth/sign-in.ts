import { signInSchema } from '@colabora/core/auth/schema';
import type { PublicAction } from '../http/resource-handler';
import { ok } from '../http/reply';
import { clientAddress } from '../http/client-address';
import { parseInput } from '../http/validate';
import { authenticate, sessionFor } from './authenticate';

/** POST /api/auth {email, password} → {token, user}. */
export const signIn: PublicAction = async ({ body, event }) => {
  const { email, password } = parseInput(signInSchema, body);
  const now = new Date();
  return ok(await sessionFor(await authenticate(email, password, now, clientAddress(event)), now));
};
