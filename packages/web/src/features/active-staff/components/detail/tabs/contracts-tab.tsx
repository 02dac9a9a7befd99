import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { ContractList } from '@/domain/people/components/contracts/contract-list';
import { ContractUploadForm } from '@/domain/people/components/contracts/contract-upload-form';
import { useContractChanges } from '@/domain/people/api/contracts';
import { usePersonUpdated } from '../../../api/get-person';

/** CONTRATOS: the person's contracts; HR uploads PDFs (the employment contract waits for the exams) and removes unsigned ones. */
export function ContractsTab({ detail }: { detail: CollaboratorDetail }) {
  const changes = useContractChanges(detail._id, usePersonUpdated(detail._id));
  return (
    <Stack spacing={3}>
      <ContractList
        userId={detail._id}
        contracts={detail.contracts}
        remove={changes.remove.mutateAsync}
        markSigned={changes.markSigned.mutateAsync}
      />
      <ContractUploadForm person={detail} upload={changes.upload.mutateAsync} />
    </Stack>
  );
}
