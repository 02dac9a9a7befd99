import ArrowBack from '@mui/icons-material/ArrowBack';
import { RetryAlert } from '@/components/retry-alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError } from '@/lib/api-error';
import { DETAIL_MSG } from '../admission-detail-messages';
import { useCollaborator } from '../api/get-collaborator';
import { AdmissionDetail } from '../components/detail/admission-detail';

/** /home/admissions/collaborator/{userId} (spec 001 'Admission detail'). */
export function AdmissionDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const collaborator = useCollaborator(userId);

  // A retry after a failure shows the spinner again.
  if (collaborator.isPending || (collaborator.isError && collaborator.isFetching)) return <LoadingScreen />;
  if (collaborator.isError) {
    const notFound = collaborator.error instanceof ApiError && collaborator.error.status === 404;
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {DETAIL_MSG.back}
        </Button>
        <RetryAlert
          message={notFound ? DETAIL_MSG.notFound : DETAIL_MSG.loadFailed}
          retrying={collaborator.isFetching}
          onRetry={notFound ? undefined : () => void collaborator.refetch()}
        />
      </Stack>
    );
  }
  return <AdmissionDetail key={userId} detail={collaborator.data} />;
}
