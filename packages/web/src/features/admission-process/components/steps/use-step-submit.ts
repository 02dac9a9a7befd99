import type { UseMutationResult } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { pageAfterSaving, type StepPage } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

/**
 * Submits a step: saves the body, then opens the page after it (core pageAfterSaving: the next page still to
 * fill, or the review after a correction). The mutation's notices say how it went; a field the server refused
 * (400 {errors}) shows its message under the field.
 */
export function useStepSubmit<Values, Body>(
  page: StepPage,
  save: UseMutationResult<CollaboratorDetail, Error, Body>,
  toBody: (values: Values) => Body,
) {
  const navigate = useNavigate();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    let saved: CollaboratorDetail;
    try {
      saved = await save.mutateAsync(toBody(values));
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<Values>(error.fieldErrors));
      return;
    }
    await navigate(appPath(`step${pageAfterSaving(page, saved.steps)}`));
  };
}
