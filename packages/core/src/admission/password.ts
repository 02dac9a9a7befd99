import * as z from 'zod/mini';
import { MSG } from '../messages';
import { firstFailing, whenValid } from './form-fields';

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

export const PASSWORD_MIN = 8;
/** Bounds the hashing work one request can cause. */
export const PASSWORD_MAX = 128;

const hasDigit = (password: string) => /\d/.test(password);
const hasBothCases = (password: string) => /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password);

/** The checklist beside the meter; the spec names the rules, these labels are ours. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', label: 'Mínimo de 8 caracteres', met: (password: string) => password.length >= PASSWORD_MIN },
  { id: 'cases', label: 'Letras maiúsculas e minúsculas', met: hasBothCases },
  { id: 'digit', label: 'Pelo menos um número', met: hasDigit },
] as const;

/** Lowercase, uppercase and a digit (length is its own message). */
export function meetsPasswordRequirements(password: string): boolean {
  return hasBothCases(password) && hasDigit(password);
}

export const PASSWORD_STRENGTH_LABELS = ['Muito baixo', 'Baixo', 'Moderado', 'Forte'] as const;

export interface PasswordStrength {
  /** 0 to 3: one point each for length ≥ 8, a digit, and both cases. */
  score: 0 | 1 | 2 | 3;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Bar value: score / 3 × 100. */
  value: number;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_REQUIREMENTS.filter((requirement) => requirement.met(password)).length as PasswordStrength['score'];
  return { score, label: PASSWORD_STRENGTH_LABELS[score], value: (score / 3) * 100 };
}

/** Body of PUT /api/invite/create-password/{inviteId}. */
export const createPasswordSchema = z
  .object({
    password: z.string({ error: MSG.required }).check(
      firstFailing(
        [(password) => password.length > 0, MSG.required],
        [(password) => password.length >= PASSWORD_MIN, PASSWORD_MSG.minLength],
        [(password) => password.length <= PASSWORD_MAX, PASSWORD_MSG.tooLong],
        [meetsPasswordRequirements, PASSWORD_MSG.requirements],
      ),
    ),
    confirmPassword: z.string({ error: MSG.required }).check(firstFailing([(password) => password.length > 0, MSG.required])),
  })
  .check(
    z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
      error: PASSWORD_MSG.mismatch,
      path: ['confirmPassword'],
      when: whenValid('confirmPassword'),
    }),
  );
export type CreatePassword = z.infer<typeof createPasswordSchema>;
