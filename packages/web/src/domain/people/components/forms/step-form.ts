import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
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

/**
 * Submits the body built from the values. The save's notices say how it went; a field the server refused
 * (400 {errors}) shows its message under the field.
 */
export function submitBody<Values, Body>(toBody: (values: Values) => Body, save: (body: Body) => Promise<unknown>) {
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await save(toBody(values));
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<Values>(error.fieldErrors));
    }
  };
}

/**
 * What a person's form needs from where it is used: the candidate's wizard saves a step and goes on; HR's
 * collaborator detail saves through PUT /api/users/{userId} and closes the form.
 */
export interface PersonFormProps<Body, Person> {
  person: Person;
  /** Rejects when the save failed (the form stays, with the server's field errors). */
  save: (body: Body) => Promise<unknown>;
  /** The buttons under the form, given whether it is saving. */
  actions: (saving: boolean) => ReactNode;
}
