import { useMutation } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CONTRACT_MSG, type UploadContract } from '@colabora/core/admission/admission-files';
import { apiRequest } from '@/lib/api-client';
import { useDetailUpdated } from './get-collaborator';

/** PUT /api/users/contracts/{userId} {contract, file}: one PDF, already in storage, for one slot. */
export function uploadContract(userId: string, body: UploadContract) {
  return apiRequest<CollaboratorDetail>('uploadContract', { params: { userId }, body });
}

export function useUploadContract(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: (body: UploadContract) => uploadContract(userId, body),
    meta: { successMessage: CONTRACT_MSG.uploaded, errorMessage: CONTRACT_MSG.uploadFailed },
    onSuccess: updated,
  });
}
