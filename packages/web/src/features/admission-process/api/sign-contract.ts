import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT_MSG, type SignContract } from '@colabora/core/admission/admission-files';
import { apiRequest } from '@/lib/api-client';
import { candidateQueryOptions } from './get-candidate';

/** PUT /api/users/contracts/sign/{userId}: the candidate signs one contract, agreement ticked. */
export function signContract(userId: string, body: SignContract) {
  return apiRequest('signContract', { params: { userId }, body });
}

/** Signs; resolves once the candidate is read again, so the contract shows its new status. */
export function useSignContract(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContract) => signContract(userId, body),
    meta: { successMessage: CONTRACT_MSG.signSucceeded, errorMessage: CONTRACT_MSG.signFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateQueryOptions(userId).queryKey }),
  });
}
