import { EXAM_MSG } from '@colabora/core/admission/admission-files';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../api/get-candidate';
import { CandidateFrame } from '../components/candidate-frame';
import { ExamsPanel } from '../components/finish/exams-panel';
import { FINISH_MSG } from '../components/finish/finish-messages';
import { RetryAlert } from '@/components/retry-alert';

/** /steps/admission-exam: the candidate sends the exams the job role asks for (001 §2 'Exam page'). */
export function AdmissionExamPage() {
  const user = useSessionUser();
  // The page says 'Falha ao buscar exames' (001 §8) itself, beside its retry: no second notice.
  const candidate = useQuery({ ...candidateQueryOptions(user._id), meta: {} });

  // A failed reading after a save keeps the page on what it already shows.
  if (candidate.data) return <ExamsPanel candidate={candidate.data} />;
  if (!candidate.isError) return <LoadingScreen />;
  return (
    <CandidateFrame title={FINISH_MSG.examTitle}>
      <RetryAlert message={EXAM_MSG.fetchFailed} retrying={candidate.isFetching} onRetry={() => void candidate.refetch()} />
    </CandidateFrame>
  );
}
