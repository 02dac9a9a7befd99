import * as z from 'zod/mini';
import { MSG } from '../messages';
import { cpfDigits } from '../brazil/cpf';
import { requiredString } from '../fields';
import { cpfField, FIELD_MSG, LETTERS_ONLY, pastDayField } from './form-fields';
import { DEPENDENT_TYPES } from './options';

// A dependent (spec 000 §3 'Dependent', §5 'Dependent'; dialog 'Add dependent' of 000 §2.6).
export const DEPENDENT_MSG = {
  duplicateCpf: 'Já existe um dependente cadastrado com esse CPF',
} as const;

/** Letters only, and at least two words. */
const fullNameField = requiredString(
  FIELD_MSG.fullName,
  120,
  [(name) => LETTERS_ONLY.test(name), FIELD_MSG.lettersOnly],
  [(name) => /\S\s+\S/.test(name), FIELD_MSG.fullName],
);

export const dependentSchema = z.object({
  dependentName: fullNameField,
  dependentType: z.enum(DEPENDENT_TYPES, { error: MSG.required }),
  dependentbirthDate: pastDayField(),
  dependentCpf: cpfField(FIELD_MSG.invalid),
});
export type Dependent = z.infer<typeof dependentSchema>;

/** True when `cpf` (masked or not) is already the CPF of one of `dependents`. */
export function isCpfAmongDependents(cpf: string, dependents: readonly { dependentCpf: string }[]): boolean {
  const digits = cpfDigits(cpf);
  return digits !== '' && dependents.some((dependent) => cpfDigits(dependent.dependentCpf) === digits);
}

/** Indexes of the dependents whose CPF an earlier one in the list already has. */
export function repeatedDependentCpfIndexes(dependents: readonly { dependentCpf: string }[]): number[] {
  return dependents.flatMap((dependent, index) =>
    isCpfAmongDependents(dependent.dependentCpf, dependents.slice(0, index)) ? [index] : [],
  );
}

/** The 'Add dependent' dialog: a dependent whose CPF is not among the ones already added. */
export function newDependentSchema(added: readonly { dependentCpf: string }[]) {
  return dependentSchema.check(
    z.refine((dependent) => !isCpfAmongDependents(dependent.dependentCpf, added), {
      error: DEPENDENT_MSG.duplicateCpf,
      path: ['dependentCpf'],
    }),
  );
}
