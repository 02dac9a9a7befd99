import type * as z from 'zod/mini';
import { zodValidate } from '@/lib/zod-formik';

/**
 * A step form's values hold '' and null for what is not filled yet (inputs need a value); the bodies
 * leave those out (001 §7 'empty values stripped'), so the core schema says 'required' or accepts the
 * absence exactly as the API will.
 */
export function withoutEmpty<Values extends object>(values: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<Values>;
}

/** Formik validation and the body to send, both from the step's core schema. */
export function stepForm<Values extends object, Body>(schema: z.ZodMiniType<Body>) {
  const validate = zodValidate<Values>(schema);
  return {
    validate: (values: Values) => validate(withoutEmpty(values) as Values),
    toBody: (values: Values): Body => schema.parse(withoutEmpty(values)),
  };
}
