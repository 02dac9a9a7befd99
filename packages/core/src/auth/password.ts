import * as z from 'zod/mini';
import { MSG } from '../messages';
import { PASSWORD_MAX, PASSWORD_MIN, meetsPasswordRequirements } from './rules';
import { filled, firstFailing, whenValid } from '../fields';

// /steps/create-password (spec 001 §2, §5 'Password', §8).
export const PASSWORD_MSG = {
  minLength: 'Mínimo 8 digitos',
  requirements: 'Fora dos requisitos',
  mismatch: 'Senhas diferentes',
  tooLong: 'Máximo 128 caracteres',
  created: 'SENHA CRIADA',
  signIn: 'FAZER LOGIN',
  createFailed: 'Não foi possível criar uma nova senha',
} as const;

/** Body of PUT /api/invite/create-password/{inviteId}. */
export const createPasswordSchema = z
  .object({
    password: z.string({ error: MSG.required }).check(
      firstFailing(
        [filled, MSG.required],
        [(password) => password.length >= PASSWORD_MIN, PASSWORD_MSG.minLength],
        [(password) => password.length <= PASSWORD_MAX, PASSWORD_MSG.tooLong],
        [meetsPasswordRequirements, PASSWORD_MSG.requirements],
      ),
    ),
    confirmPassword: z.string({ error: MSG.required }).check(firstFailing([filled, MSG.required])),
  })
  .check(
    z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
      error: PASSWORD_MSG.mismatch,
      path: ['confirmPassword'],
      when: whenValid('confirmPassword'),
    }),
  );
export type CreatePassword = z.infer<typeof createPasswordSchema>;
