import { setIn, type FormikErrors } from 'formik';
import type * as z from 'zod/mini';

/**
 * Formik `validate` from a core schema: each field shows the first message its schema gives.
 * (zod-formik-adapter is typed for classic zod; the core schemas are zod/mini, see core/fields.ts.)
 */
export function zodValidate<Values>(schema: z.ZodMiniType) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      errors = setIn(errors, path, issue.message);
    }
    return errors;
  };
}
