import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import type { BodyInput } from '@colabora/core/api-contract';
import type { RouteName } from '@colabora/core/api-routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationNoticeMeta } from '@/lib/react-query-meta';
import { candidateQueryOptions } from './get-candidate';
import { stepsKeys } from './steps-keys';

export type StepSaveRoute = Extract<
  RouteName,
  'savePersonalData' | 'saveFamilyData' | 'saveDocuments' | 'saveAddress' | 'saveBankData'
>;

/** Failure notice of a step save (001 §8): its fallback, and whether the server's message wins over it. */
export type StepSaveFailure = Required<Pick<MutationNoticeMeta, 'errorMessage' | 'preferServerMessage'>>;

/**
 * PUT /api/users/step/…/{userId} (001 §7). The answer is the updated person, so the cache takes it as is:
 * the next page (and a later CORRIGIR) opens with what was just saved, and the review refetches the steps.
 */
export function useSaveStep<R extends StepSaveRoute>(route: R, userId: string, failure: StepSaveFailure) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<R>) => apiRequest(route, { params: { userId }, body }),
    meta: { successMessage: WIZARD_MSG.saved, ...failure },
    onSuccess: (detail) => {
      queryClient.setQueryData(candidateQueryOptions(userId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: stepsKeys.steps(userId) });
    },
  });
}
