import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { EXAM_MSG, hasRequiredExams, requiredExams } from '@colabora/core/admission/admission-files';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { CandidateFrame } from '../candidate-frame';
import { ExamUploadForm } from './exam-upload-form';
import { FINISH_MSG } from './finish-messages';

function ExamsIntro({ toxicological }: { toxicological: boolean }) {
  return (
    <Stack spacing={1} component="span">
      <span>{FINISH_MSG.examIntro}</span>
      {toxicological && <span>{FINISH_MSG.toxicologicalIntro}</span>}
    </Stack>
  );
}

/** The exams the job role asks for (001 §2 'Exam page'), one slot each, then IR PARA CONTRATO. */
export function ExamsPanel({ candidate }: { candidate: CollaboratorDetail }) {
  const toxicological = candidate.jobRole?.toxicologicalExam ?? false;
  const complete = hasRequiredExams(candidate, toxicological);
  // Decided once, on arrival: whoever already sent the exams goes on to the contract (001 §2); whoever
  // just sent the last one stays to read that it worked and to find IR PARA CONTRATO.
  const [arrivedComplete] = useState(complete);
  if (arrivedComplete) return <Navigate to={appPath('contract')} replace />;

  return (
    <CandidateFrame title={FINISH_MSG.examTitle} description={<ExamsIntro toxicological={toxicological} />}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        {requiredExams(toxicological).map((kind) => (
          // A new key after each save: the slot restarts from what is stored, with its link to view it.
          <ExamUploadForm
            key={`${kind}:${candidate[kind]?.key ?? ''}`}
            kind={kind}
            userId={candidate._id}
            saved={candidate[kind]}
          />
        ))}
        {complete && (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity="success">{FINISH_MSG.examsComplete}</Alert>
            <Button component={RouterLink} to={appPath('contract')} variant="contained" size="large">
              {EXAM_MSG.goToContract}
            </Button>
          </Stack>
        )}
      </Stack>
    </CandidateFrame>
  );
}
