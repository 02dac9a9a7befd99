import { useMutation } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CONTRACT_MSG, type ContractName, type UploadContract } from '@colabora/core/admission/admission-files';
import { apiRequest } from '@/lib/api-client';

// HR's changes to a person's contracts, from the admission detail and from the collaborator detail (001 §5
// 'Contracts', §7): each answers the updated person.

/** Ours: the spec quotes no text for it. */
const MARK_SIGNED_FAILED = 'Não foi possível marcar o contrato como assinado.';

/** PUT /api/users/contracts/{userId} {contract, file}: one PDF, already in storage, for one slot. */
export function uploadContract(userId: string, body: UploadContract) {
  return apiRequest('uploadContract', { params: { userId }, body });
}

/** DELETE /api/users/contracts/{userId}?contract={name} (001 §7). */
export function deleteContract(userId: string, contract: ContractName) {
  return apiRequest('deleteContract', { params: { userId }, query: { contract } });
}

/** PUT /api/users/contracts/mark-signed/{userId} {contract}: HR records a contract signed on paper. */
export function markContractSigned(userId: string, contract: ContractName) {
  return apiRequest('markContractSigned', { params: { userId }, body: { contract } });
}

/** The three changes; `updated` puts the answer where the screen reads the person (each detail has its cache). */
export function useContractChanges(userId: string, updated: (detail: CollaboratorDetail) => void) {
  const upload = useMutation({
    mutationFn: (body: UploadContract) => uploadContract(userId, body),
    meta: { successMessage: CONTRACT_MSG.uploaded, errorMessage: CONTRACT_MSG.uploadFailed },
    onSuccess: updated,
  });
  const remove = useMutation({
    mutationFn: (contract: ContractName) => deleteContract(userId, contract),
    meta: { successMessage: CONTRACT_MSG.removed, errorMessage: CONTRACT_MSG.removeFailed },
    onSuccess: updated,
  });
  const markSigned = useMutation({
    mutationFn: (contract: ContractName) => markContractSigned(userId, contract),
    meta: { successMessage: CONTRACT_MSG.markedSigned, errorMessage: MARK_SIGNED_FAILED },
    onSuccess: updated,
  });
  return { upload, remove, markSigned };
}
