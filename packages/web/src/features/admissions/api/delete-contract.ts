import { useMutation } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CONTRACT_MSG, type ContractName } from '@colabora/core/admission/admission-files';
import { apiRequest } from '@/lib/api-client';
import { useDetailUpdated } from './get-collaborator';

/** DELETE /api/users/contracts/{userId}?contract={name} (001 §7). */
export function deleteContract(userId: string, contract: ContractName) {
  return apiRequest<CollaboratorDetail>('deleteContract', { params: { userId }, query: { contract } });
}

export function useDeleteContract(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: (contract: ContractName) => deleteContract(userId, contract),
    meta: { successMessage: CONTRACT_MSG.removed, errorMessage: CONTRACT_MSG.removeFailed },
    onSuccess: updated,
  });
}
