import type { UseMutationResult } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { pageAfterSaving, type StepPage } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useNavigate } from 'react-router';
import { submitBody } from '@/domain/people/components/forms/step-form';

/**
 * Saves a step's body, then opens the page after it (core pageAfterSaving: the next page still to fill, or the
 * review after a correction). Rejects when the save failed.
 */
export function useStepSave<Body>(page: StepPage, save: UseMutationResult<CollaboratorDetail, Error, Body>) {
  const navigate = useNavigate();
  return async (body: Body) => {
    const saved = await save.mutateAsync(body);
    await navigate(appPath(`step${pageAfterSaving(page, saved.steps)}`));
  };
}

/** Formik's submit for a step form: the body from the values, saved as useStepSave does. */
export function useStepSubmit<Values, Body>(
  page: StepPage,
  save: UseMutationResult<CollaboratorDetail, Error, Body>,
  toBody: (values: Values) => Body,
) {
  return submitBody(toBody, useStepSave(page, save));
}
