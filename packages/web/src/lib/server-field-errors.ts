import { setIn, type FormikErrors } from 'formik';

/** A 400 answer's {errors:{'a.b': message}} as Formik errors, nested paths included. */
export function serverFieldErrors<Values>(fieldErrors: Record<string, string>): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, message] of Object.entries(fieldErrors)) errors = setIn(errors, path, message);
  return errors;
}
