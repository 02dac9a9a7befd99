import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { usePerson } from '../api/get-person';
import { StatusApply } from '../components/activity/status-apply';
import { CollaboratorHeader } from '../components/detail/collaborator-header';
import { DetailsPanel } from '../components/detail/details-panel';
import { HistoryPanel } from '../components/detail/history-panel';
import { PersonTabs } from '../components/detail/person-tabs';
import { DETAIL_MSG } from '../detail-messages';

/** /home/active/collaborator/{userId} (spec 001 'Collaborator detail'). */
export function CollaboratorDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const person = usePerson(userId);

  // A retry after a failure shows the spinner again.
  if (person.isPending || (person.isError && person.isFetching)) return <LoadingScreen />;
  if (person.isError) {
    const notFound = person.error instanceof ApiError && person.error.status === 404;
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {DETAIL_MSG.back}
        </Button>
        <RetryAlert
          message={notFound ? DETAIL_MSG.notFound : DETAIL_MSG.loadFailed}
          retrying={person.isFetching}
          onRetry={notFound ? undefined : () => void person.refetch()}
        />
      </Stack>
    );
  }
  const detail = person.data;
  return (
    <div key={userId}>
      <CollaboratorHeader detail={detail} />
      <DetailsPanel detail={detail} />
      <StatusApply person={detail} />
      <PersonTabs detail={detail} />
      <HistoryPanel userId={detail._id} />
    </div>
  );
}
