import { useMutation } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CONTRACT_MSG, type ContractName } from '@colabora/core/admission/admission-files';
import { apiRequest } from '@/lib/api-client';
import { DETAIL_MSG } from '../admission-detail-messages';
import { useDetailUpdated } from './get-collaborator';

/** PUT /api/users/contracts/mark-signed/{userId} {contract}: HR records a contract signed on paper. */
export function markContractSigned(userId: string, contract: ContractName) {
  return apiRequest<CollaboratorDetail>('markContractSigned', { params: { userId }, body: { contract } });
}

export function useMarkContractSigned(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: (contract: ContractName) => markContractSigned(userId, contract),
    meta: { successMessage: CONTRACT_MSG.markedSigned, errorMessage: DETAIL_MSG.markSignedFailed },
    onSuccess: updated,
  });
}
