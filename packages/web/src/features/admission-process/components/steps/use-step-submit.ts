import type { UseMutationResult } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

/** The page a saved step goes to: page k saves and opens k + 1; page 5 (FINALIZAR) opens the review. */
export type StepPage = 1 | 2 | 3 | 4 | 5;

/**
 * Where a save leads: the next page while the wizard is being filled; back to the review (/steps/6) once it
 * was finished (100%), since a correction after CORRIGIR must not walk the later pages again (an approved
 * step cannot be saved any more: the server answers 409).
 */
export function pageAfterSave(page: StepPage, saved: Pick<CollaboratorDetail, 'percentageFilled'>): 2 | 3 | 4 | 5 | 6 {
  return saved.percentageFilled >= 100 ? 6 : ((page + 1) as 2 | 3 | 4 | 5 | 6);
}

/**
 * Submits a step: saves the body, then opens the page after it (pageAfterSave). The mutation's notices say
 * how it went; a field the server refused (400 {errors}) shows its message under the field.
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
    await navigate(appPath(`step${pageAfterSave(page, saved)}`));
  };
}
