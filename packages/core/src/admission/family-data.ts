import * as z from 'zod/mini';
import { MSG } from '../messages';
import { DEPENDENT_MSG, dependentSchema, isCpfAmongDependents, repeatedDependentCpfIndexes } from './dependent';
import { whenValid } from '../fields';
import { lettersOnlyName, optionalLettersOnlyName } from './form-fields';
import { MARITAL_STATUSES } from './options';

// Step 2 and the DADOS DA FAMÍLIA tab (spec 001 §3 familyData, §5 'Family').
export const FAMILY_DATA_MSG = {
  addDependents: 'Adicione os dependentes',
  collaboratorCpfAmongDependents: 'O colaborador possui o mesmo CPF de um dos dependentes',
} as const;

export interface FamilyDataContext {
  /** The collaborator's own CPF (documents step), when already known: no dependent may have it. */
  collaboratorCpf?: string | null;
}

/**
 * Body of PUT /api/users/step/family-data/{userId} (dependents as a JSON array). Without dependents the
 * list is emptied, so a 'no' never keeps dependents typed before.
 */
export function familyDataSchema(context: FamilyDataContext = {}) {
  return z
    .object({
      maritalStatus: z.enum(MARITAL_STATUSES, { error: MSG.required }),
      mothersName: lettersOnlyName(),
      fathersName: optionalLettersOnlyName(),
      hasDependents: z.boolean({ error: MSG.required }),
      dependents: z._default(z.array(dependentSchema), []),
      isWhatsApp: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((family, ctx) => {
        if (!family.hasDependents) return;
        if (family.dependents.length === 0) {
          ctx.addIssue({ code: 'custom', message: FAMILY_DATA_MSG.addDependents, path: ['dependents'], input: family.dependents });
        }
        for (const index of repeatedDependentCpfIndexes(family.dependents)) {
          ctx.addIssue({
            code: 'custom',
            message: DEPENDENT_MSG.duplicateCpf,
            path: ['dependents', index, 'dependentCpf'],
            input: family.dependents[index].dependentCpf,
          });
        }
        if (context.collaboratorCpf && isCpfAmongDependents(context.collaboratorCpf, family.dependents)) {
          ctx.addIssue({
            code: 'custom',
            message: FAMILY_DATA_MSG.collaboratorCpfAmongDependents,
            path: ['dependents'],
            input: family.dependents,
          });
        }
      }, { when: whenValid('hasDependents', 'dependents') }),
      z.overwrite((family) => (family.hasDependents ? family : { ...family, dependents: [] })),
    );
}
export type FamilyData = z.infer<ReturnType<typeof familyDataSchema>>;
