import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { useId } from 'react';
import { ContractList } from '@/domain/people/components/contracts/contract-list';
import { ContractUploadForm } from '@/domain/people/components/contracts/contract-upload-form';
import { useContractChanges } from '@/domain/people/api/contracts';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { useDetailUpdated } from '../../../api/get-collaborator';
import { ExamList } from './exam-list';

/** Exams the candidate sent and the contracts HR sends for signature. */
export function ExamsContractsSection({ detail }: { detail: CollaboratorDetail }) {
  const titleId = useId();
  const changes = useContractChanges(detail._id, useDetailUpdated(detail._id));
  // Contracts go out only once every step is approved (the candidate then waits for them).
  const uploadsOpen = detail.role === 'WAITING_CONTRACT_SIGN';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
        {DETAIL_MSG.examsTitle}
      </Typography>
      <Stack spacing={3}>
        <ExamList detail={detail} />
        <Divider />
        <ContractList
          userId={detail._id}
          contracts={detail.contracts}
          remove={changes.remove.mutateAsync}
          markSigned={changes.markSigned.mutateAsync}
        />
        {uploadsOpen ? (
          <ContractUploadForm person={detail} upload={changes.upload.mutateAsync} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {DETAIL_MSG.uploadsLocked}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
